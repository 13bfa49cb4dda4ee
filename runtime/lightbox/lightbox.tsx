/**
 * The lightbox view: one dialog (runtime/dialog) showing the session's
 * current item. Left and Right page (mirrored in a right-to-left page) while
 * focus is in the dialog and not in a text field, Escape closes (unless `modal`), the slideshow advances every
 * `slideshow` ms while playing, except while the pointer rests on the media
 * or the reader's focus is in the content, and never under reduced motion.
 * Each change is announced ("Image 2 of 5").
 *
 * Its own class names only (`islands-lightbox__*`): prettyPhoto.css, which a
 * site may still load, hides the text of anything called `pp_nav`,
 * `pp_play` or `pp_arrow_*` behind background sprites. The `theme` option is
 * a class on the dialog, for a theme's own rules.
 */
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { announce } from '../announcer';
import { readsRightToLeft } from '../dom/reading-direction';
import { Dialog } from '../dialog';
import { prefersReducedMotion } from '../motion';
import { useDomEvent } from '../react/use-dom-event';
import { deepLinkHash } from './deep-link';
import { FullscreenToggle } from './fullscreen-toggle';
import { LightboxNav } from './lightbox-nav';
import { pageForKey } from './reading-order';
import { contentOf, LightboxStage } from './lightbox-stage';
import { closeSession, goTo, type LightboxSession, lightboxSession, setPlaying, subscribeLightbox } from './state';
import { texts } from './texts';
import { useItemContent } from './use-item-content';
import { __, sprintf } from '../i18n';

const TEXT_FIELD = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

const replaceHash = (hash: string) => history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);

export function Lightbox() {
	const session = useSyncExternalStore(subscribeLightbox, lightboxSession);
	const item = session?.items[session.index];
	const fallbackName = session?.opener?.textContent?.trim() || __('Lightbox');
	const showTitle = !!(session?.options.show_title && item?.title);
	return (
		<Dialog
			open={!!session}
			onClose={closeSession}
			title={showTitle ? item!.title : item?.title || fallbackName}
			hideTitle={!showTitle}
			className={`islands-lightbox ${session?.options.theme ?? ''}`.trim()}
			dismissible={!session?.options.modal}
			returnFocus={session?.opener}
			initialFocus={session && session.items.length > 1 ? '.islands-lightbox__next' : '.islands-dialog__close'}
			style={{ '--islands-backdrop-opacity': session?.options.opacity ?? 0.8, '--islands-lightbox-padding': `${session?.options.horizontal_padding ?? 16}px` }}
		>
			{session && <LightboxBody session={session} />}
		</Dialog>
	);
}

function LightboxBody({ session }: { session: LightboxSession }) {
	const { items, index, options, playing, serial } = session;
	const item = items[index]!;
	const content = useMemo(() => contentOf(item, options), [item, options]);
	const state = useItemContent(content, items, index);
	const [viewport, setViewport] = useState(() => ({ width: innerWidth, height: innerHeight }));
	const [hovering, setHovering] = useState(false);
	const [focusAway, setFocusAway] = useState(false);
	const reduced = prefersReducedMotion();
	const canPlay = options.slideshow > 0 && !reduced;

	useDomEvent(window, 'resize', () => setViewport({ width: innerWidth, height: innerHeight }));
	useDomEvent(document, 'keydown', (event) => {
		const key = (event as KeyboardEvent).key;
		const target = event.target as Element | null;
		const dialog = target?.closest?.('dialog.islands-lightbox');
		if (!options.keyboard_shortcuts || !dialog || target!.closest(TEXT_FIELD)) return;
		// In a right-to-left page the next item sits to the left, so ArrowLeft goes on.
		const paging = pageForKey(key, readsRightToLeft(dialog));
		if (!paging) return;
		event.preventDefault();
		goTo(paging);
	});
	// The slideshow waits while the reader's focus is in the content (a form, a player); the lightbox's own buttons do not count.
	useDomEvent(document, 'focusin', (event) => {
		const target = event.target as Element;
		setFocusAway(!!target.closest?.('.islands-lightbox__inline, .islands-lightbox__frame') || !!target.closest?.(TEXT_FIELD));
	});

	useEffect(() => {
		if (playing && !canPlay) setPlaying(false);
	}, [playing, canPlay]);
	useEffect(() => {
		if (state.status === 'error') setPlaying(false);
	}, [state.status]);
	// The slide's clock starts with the render that shows it (a passive effect would wait for a frame).
	useLayoutEffect(() => {
		if (!playing || !canPlay || hovering || focusAway || state.status === 'loading') return;
		const timer = setTimeout(() => goTo('next', false), options.slideshow);
		return () => clearTimeout(timer);
	}, [playing, canPlay, hovering, focusAway, state.status, index, serial, options.slideshow]);

	useEffect(() => {
		if (items.length > 1)
			announce(
				content.type === 'image'
					? /* translators: %1$d: the image's number, %2$d: how many items the lightbox holds */ sprintf(__('Image %1$d of %2$d'), index + 1, items.length)
					: /* translators: %1$d: the item's number, %2$d: how many items the lightbox holds */ sprintf(__('Item %1$d of %2$d'), index + 1, items.length),
			);
		if (options.deeplinking) replaceHash(deepLinkHash(session.group ?? '', index));
	}, [serial, index]);
	useEffect(
		() => () => {
			if (options.deeplinking && location.hash.startsWith('#prettyPhoto')) replaceHash('');
		},
		[serial],
	);
	useEffect(() => {
		if (state.status === 'error') (document.querySelector('.islands-lightbox__ok') as HTMLElement | null)?.focus();
	}, [state.status]);

	const stripWidth = state.status === 'image' ? Math.max(300, Math.min(viewport.width - 32, state.width)) : options.default_width;
	return (
		<>
			<LightboxStage
				key={`${serial}-${index}`}
				item={item}
				content={content}
				state={state}
				options={options}
				viewport={viewport}
				count={items.length}
				prettyPhotoSource={session.source === 'prettyphoto'}
				onAcknowledge={closeSession}
				onHover={setHovering}
			/>
			{item.description && <p className="islands-lightbox__description">{item.description}</p>}
			{options.fullscreen && (
				<div className="islands-lightbox__tools">
					<FullscreenToggle label={texts().fullscreen} />
				</div>
			)}
			<LightboxNav
				items={items}
				index={index}
				options={options}
				playing={playing && canPlay}
				canPlay={canPlay}
				isImage={content.type === 'image'}
				stripWidth={stripWidth}
			/>
		</>
	);
}
