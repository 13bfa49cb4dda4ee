/**
 * Paging controls of a set: Play/Pause, previous, the "2/5" counter, next,
 * and the thumbnail strip (one page of 50 px thumbnails at a 57 px step,
 * arrows only when there is more than one page, none above the maximum).
 */
import { useState } from 'react';
import { galleryEnabled, galleryPaging, hasThumbnail, THUMB_WIDTH } from './gallery-strip';
import type { LightboxOptions } from './options';
import { goTo, type LightboxItem, setPlaying } from './state';
import { __, sprintf } from '../i18n';

export interface NavProps {
	items: LightboxItem[];
	index: number;
	options: LightboxOptions;
	playing: boolean;
	canPlay: boolean;
	isImage: boolean;
	stripWidth: number;
}

export function LightboxNav({ items, index, options, playing, canPlay, isImage, stripWidth }: NavProps) {
	const count = items.length;
	if (count < 2) return null;
	return (
		<>
			<div className="islands-lightbox__nav">
				{canPlay && (
					<button type="button" className="islands-lightbox__play" onClick={() => setPlaying(!playing)}>
						{playing ? __('Pause') : __('Play')}
					</button>
				)}
				<button type="button" className="islands-lightbox__prev" onClick={() => goTo('prev')}>
					‹ {__('Previous')}
				</button>
				<p className="islands-lightbox__counter">
					{index + 1}
					{options.counter_separator_label}
					{count}
				</p>
				<button type="button" className="islands-lightbox__next" onClick={() => goTo('next')}>
					{__('Next')} ›
				</button>
			</div>
			{isImage && galleryEnabled(count, options.overlay_gallery, options.overlay_gallery_max) && (
				<GalleryStrip items={items} index={index} width={stripWidth} />
			)}
		</>
	);
}

function GalleryStrip({ items, index, width }: { items: LightboxItem[]; index: number; width: number }) {
	const { perPage, pages } = galleryPaging(width, items.length);
	const [page, setPage] = useState(() => Math.floor(index / perPage));
	const shown = Math.min(page, pages - 1);
	const first = shown * perPage;
	const turn = (step: number) => setPage((shown + step + pages) % pages);
	return (
		<div className="islands-lightbox__strip" role="group" aria-label={__('Thumbnails')}>
			{pages > 1 && (
				<button type="button" aria-label={__('Previous thumbnails')} onClick={() => turn(-1)}>
					‹
				</button>
			)}
			<ul>
				{items.slice(first, first + perPage).map((item, offset) => {
					const at = first + offset;
					return (
						<li key={at} className={hasThumbnail(item.href) ? undefined : 'default'}>
							<button type="button" aria-label={item.title || /* translators: %d: the image's number in the lightbox */ sprintf(__('Image %d'), at + 1)} aria-current={at === index ? 'true' : undefined} onClick={() => goTo(at)}>
								{hasThumbnail(item.href) && <img src={item.href} width={THUMB_WIDTH} alt="" />}
							</button>
						</li>
					);
				})}
			</ul>
			{pages > 1 && (
				<button type="button" aria-label={__('Next thumbnails')} onClick={() => turn(1)}>
					›
				</button>
			)}
		</div>
	);
}
