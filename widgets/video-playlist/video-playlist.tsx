/**
 * The theme's video playlist (contract theme-ui §4). The first player is a
 * placeholder `<div src>` until the playlist scrolls into view, then an
 * iframe. An item click (or Enter on it: items are links) marks it active,
 * swaps the player for the item's tag from the inline items map (mp4 items
 * start the HTML5 player) behind the theme's loader, and updates the
 * "Currently Playing" title and category. A horizontal list is a slider
 * (items from the playlist's width / 160); a vertical one a natively
 * scrolling pane sized by the theme's rule. Items missing from the map stay
 * plain links to their posts.
 */
import { useEffect, useMemo, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { type ServerProps, serverChildren, serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { playlistOptions } from '../../runtime/slider/block-sliders';
import { useSlider } from '../../runtime/slider/use-slider';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { verticalListHeight } from './list-height';
import { type PlaylistData, playerFragment } from './playlist-data';
import { __ } from '../../runtime/i18n';

export interface VideoPlaylistProps {
	data: PlaylistData;
	horizontal: boolean;
	dark: boolean;
	column: string;
	rtl: boolean;
}

const ITEM = 'jeg_video_playlist_item';
const SETTLE_MS = 200;
const text = (root: Element, selector: string) => root.querySelector(selector)?.textContent?.trim() ?? '';

export function VideoPlaylist({ element, data, horizontal, dark, column, rtl }: VideoPlaylistProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [items] = useState(() => Array.from(printed.querySelectorAll(`.${ITEM}`)));
	const [track] = useState(() => printed.querySelector('.jeg_video_playlist_item_wrapper') ?? printed);
	const [loader] = useState(() => printed.querySelector('.jeg_preview_slider_loader'));
	const hydrated = useHydrated();
	const [inView, setInView] = useState(false);
	const [active, setActive] = useState<string | null>(null);
	const [loading, setLoading] = useState(false);
	const [holderHeight, setHolderHeight] = useState<number | null>(null);
	const [rootWidth, setRootWidth] = useState(0);
	const [listHeight, setListHeight] = useState<number | null>(null);
	const slider = useSlider({ options: playlistOptions(rootWidth, dark), track, rtl, label: __('Playlist') });

	useEffect(() => {
		if (typeof IntersectionObserver !== 'function') return setInView(true);
		const observer = new IntersectionObserver((entries) => {
			if (!entries.some((entry) => entry.isIntersecting)) return;
			setInView(true);
			observer.disconnect();
		});
		observer.observe(element);
		return () => observer.disconnect();
	}, [element]);

	useEffect(() => {
		const measure = () => {
			setRootWidth(element.getBoundingClientRect().width);
			if (horizontal) return;
			const height = (selector: string) => (element.querySelector(selector) as HTMLElement | null)?.offsetHeight ?? 0;
			const itemHeights = Array.from(element.querySelectorAll<HTMLElement>(`.${ITEM}`), (item) => item.offsetHeight);
			setListHeight(
				verticalListHeight({
					column,
					windowWidth: window.innerWidth,
					videoHeight: height('.jeg_video_playlist_video_content'),
					currentHeight: height('.jeg_video_playlist_current'),
					itemHeights,
				}),
			);
		};
		const settle = setTimeout(measure, SETTLE_MS);
		const stop = subscribeViewport((viewport) => viewport.cause !== 'scroll' && measure());
		return () => {
			clearTimeout(settle);
			stop();
		};
	}, [element, horizontal, column]);

	const chosen = active === null ? null : data[active];
	const player = useMemo(() => (chosen ? playerFragment(chosen.tag) : null), [chosen]);
	useEffect(() => {
		if (!chosen || chosen.type !== 'mediaplayer') return;
		const video = element.querySelector<HTMLVideoElement>('.jeg_video_holder video');
		const done = () => setLoading(false);
		if (!video) return done();
		video.play().then(done, done);
	}, [chosen, element]);

	const select = (event: { preventDefault(): void }, id: string) => {
		const fragment = data[id] ? playerFragment(data[id].tag) : null;
		if (!fragment) return;
		event.preventDefault();
		setHolderHeight((element.querySelector('.jeg_video_holder') as HTMLElement | null)?.offsetHeight ?? null);
		setActive(id);
		setLoading(true);
	};

	const activeItem = active === null ? null : items.find((item) => item.getAttribute('data-id') === active);
	const holderChildren = () => {
		if (player) {
			const tree = serverTree(player, (node) => (node.localName === 'iframe' ? { onLoad: () => setLoading(false) } : null));
			return <>{loading && loader && serverTree(loader)}{tree}</>;
		}
		const placeholder = printed.querySelector('.jeg_video_container > div[src]');
		const container = printed.querySelector('.jeg_video_container');
		if (!placeholder) return container && serverTree(container);
		const title = text(printed, '.jeg_video_playlist_current_info h2') || __('Video');
		return (
			<div className="jeg_video_container">
				<iframe src={placeholder.getAttribute('src') ?? ''} title={title} allowFullScreen height="500" width="700" />
			</div>
		);
	};

	const enhance = (node: Element): ServerProps | null => {
		// The arrows sit in the playlist, right after the list they move, where tiny-slider put them for the theme
		// (the same shape from the first render on: they are appended once hydrated).
		if (horizontal && node === track.parentElement) return { children: [...serverChildren(node, enhance), slider.controls] };
		if (!hydrated) {
			const id = node.getAttribute('data-id');
			return node.classList.contains(ITEM) && id !== null ? { onClick: (event: Event) => select(event, id) } : null;
		}
		if (node === printed) return { className: classNames(printed.getAttribute('class'), { loaded: inView }) };
		if (node.classList.contains('jeg_video_holder') && (inView || player))
			return {
				style: { ...styleObject(node.getAttribute('style')), ...(loading && holderHeight ? { height: `${holderHeight}px` } : {}) },
				children: holderChildren(),
			};
		if (activeItem && node.parentElement?.classList.contains('jeg_video_playlist_current_info')) {
			if (node.localName === 'h2') return { children: <a href={activeItem.getAttribute('href') ?? ''}>{text(activeItem, '.jeg_video_playlist_title')}</a> };
			if (node.localName === 'span') return { children: text(activeItem, '.jeg_video_playlist_category') };
		}
		if (node === track) return horizontal ? { ...slider.rootProps, ...slider.trackProps() } : null;
		if (!horizontal && node.classList.contains('jeg_video_playlist_list_inner_wrapper') && listHeight)
			return { style: { ...styleObject(node.getAttribute('style')), height: `${listHeight}px`, overflowY: 'auto' } };
		if (!node.classList.contains(ITEM)) return null;
		const id = node.getAttribute('data-id') ?? '';
		const slide = horizontal ? slider.slideProps(node) : null;
		const isActive = active === null ? node.classList.contains('active') : id === active;
		return {
			...slide,
			className: classNames((slide?.className as string | undefined) ?? node.getAttribute('class'), { active: isActive }),
			'aria-current': isActive ? 'true' : undefined,
			onClick: (event: Event) => select(event, id),
		};
	};

	return (
		<>
			{serverTree(printed, enhance)}
			{horizontal && track === printed && slider.controls}
		</>
	);
}
