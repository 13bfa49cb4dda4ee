/**
 * The side feed (theme-ajax.md §2, spec §4): tabs and categories replace the
 * list from page 1, load more appends the next page until the server says
 * there is none ("End of Content"), at least 5 items are kept after the post
 * being read, and with in-place loading on, a click on a post loads it into
 * the page (or navigates to it when that fails or takes over 10 s), and
 * counts its view. Back and Forward show the post of the address again.
 * Where the panel scrolls on its own, scrolling it to its end loads more, and
 * it shows the post being read.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type FeedResponse, isFeedResponse, isSideFeedState, type SideFeedState } from '../../contracts/theme/actions';
import { announce } from '../../runtime/announcer';
import { navigateTo, sameOriginUrl } from '../../runtime/navigate';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { onAutoloadChangeId } from '../../runtime/theme/autoload';
import { themeCall, themeOptions } from '../../runtime/theme/endpoint';
import { countView } from '../../runtime/theme/first-load';
import { markActive, placeFeed } from './feed-dom';
import { type FeedChange, FeedCache, followingCount, MIN_FOLLOWING, nextState } from './feed-state';
import { revealInPane, scrollPaneOf, watchPaneEnd } from './pane-scroll';
import { adoptDataScripts, fetchPost } from './post-loader';
import { __ } from '../../runtime/i18n';

export interface SideFeedProps {
	initial: SideFeedState;
	currentId: number;
	inPlace: boolean;
}

export function readSideFeedProps(element: HTMLElement): SideFeedProps | null {
	const state = (globalThis as Record<string, unknown>).side_feed;
	if (!element.querySelector('.jeg_side_tabs') || !element.querySelector('.jeg_sidefeed') || !isSideFeedState(state)) return null;
	const options = themeOptions();
	return {
		initial: JSON.parse(JSON.stringify({ ...state, paged: Number(state.paged) || 1, include_category: state.include_category ?? '' })) as SideFeedState,
		currentId: options?.postId ?? 0,
		inPlace: Boolean(options?.sidefeedAjax && options.isBlog && typeof history.pushState === 'function' && document.querySelector('.post-wrapper')),
	};
}

const has = (node: Element, name: string) => node.classList.contains(name);

/** The history state of an entry showing `postid`, keeping what other scripts put in it. */
const sideFeedEntry = (state: unknown, postid: number) => ({ ...(typeof state === 'object' ? state : null), postid, type: 'sidefeed' });

export function SideFeed({ element, initial, currentId, inPlace }: SideFeedProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [feed, setFeed] = useState(initial);
	const [busy, setBusy] = useState<null | 'append' | 'replace'>(null);
	const [end, setEnd] = useState(() => element.querySelector('.sidefeed_loadmore .btn')?.classList.contains('btn-end') ?? false);
	const [current, setCurrent] = useState(currentId);
	const [cache] = useState(() => new FeedCache());
	const inFlight = useRef<AbortController | null>(null);
	const hydrated = useHydrated();
	const list = () => element.querySelector('.jeg_sidefeed') as Element;

	async function load(change: FeedChange) {
		const append = change.kind === 'more';
		// A further page waits for the one loading; a tab or a category is the reader's choice and replaces whatever is
		// loading (the feed tops itself up on its own, so a choice dropped while busy would be lost).
		if (append && (busy || end)) return;
		inFlight.current?.abort();
		inFlight.current = null;
		const target = nextState(feed, change);
		let result: FeedResponse | undefined = cache.get(target);
		if (!result) {
			const controller = new AbortController();
			inFlight.current = controller;
			setBusy(append ? 'append' : 'replace');
			const outcome = await themeCall({ action: 'jnews_newsfeed_load', data: target }, { signal: controller.signal });
			// A newer choice took over: its own load ends the busy state.
			if (inFlight.current !== controller) return;
			inFlight.current = null;
			setBusy(null);
			if (!outcome.ok || !isFeedResponse(outcome.data)) {
				if (!outcome.ok && outcome.kind === 'aborted') return;
				announce(__('The news feed could not be loaded.'), 'polite');
				return;
			}
			result = outcome.data;
			cache.set(target, result);
		} else setBusy(null);
		placeFeed(list(), result.content, append);
		setFeed(target);
		setEnd(!result.next);
		announce(append ? __('More posts loaded') : __('News feed updated'), 'polite');
		setTimeout(() => window.dispatchEvent(new Event('resize')), 500);
	}

	// The theme's panel scrolls on its own: reaching its end loads the next page, as the button does.
	const pane = useRef<HTMLElement | null>(null);
	const loadNext = useRef(() => {});
	loadNext.current = () => void load({ kind: 'more' });
	useEffect(() => {
		if (!hydrated) return;
		pane.current = scrollPaneOf(list(), element);
		const end = element.querySelector('.sidefeed_loadmore');
		return pane.current && end ? watchPaneEnd(pane.current, end, () => loadNext.current()) : undefined;
	}, [hydrated]);

	// The post being read is marked, and the list keeps at least 5 items after it.
	useEffect(() => {
		if (!hydrated) return;
		const active = markActive(list(), current);
		if (active && !busy && !end && followingCount(list(), current) < MIN_FOLLOWING) void load({ kind: 'more' });
	}, [hydrated, feed, current]);

	// Another post became the one being read (a click, Back, the autoload add-on): the pane shows its item.
	useEffect(() => {
		const active = hydrated && pane.current && list().querySelector('.jeg_post.active');
		if (active) revealInPane(pane.current!, active);
	}, [hydrated, current]);

	// The post-autoload add-on moved the reader to another post: it becomes the one being read.
	useEffect(() => onAutoloadChangeId(setCurrent), []);

	/** `push`: a click (a new entry); else Back or Forward reached the post's entry, which a full load keeps. */
	async function openPost(url: URL, id: number, push: boolean) {
		const goThere = () => (push ? navigateTo(url.href) : location.reload());
		const wrapper = document.querySelector<HTMLElement>('.post-wrapper');
		if (!wrapper) return void goThere();
		setCurrent(id);
		document.body.classList.remove('menu-active', 'push-content-right');
		document.dispatchEvent(new CustomEvent('jnews-sidefeed-ajax-begin', { detail: [id] }));
		wrapper.setAttribute('aria-busy', 'true');
		const post = await fetchPost(url.href);
		if (!post) return void goThere();
		if (push) {
			// The entry being left (the printed page, usually) gets its post too, so Back to it shows that post again.
			history.replaceState(sideFeedEntry(history.state, current), '', location.href);
			history.pushState(sideFeedEntry(null, id), '', url.href);
		}
		countView(id);
		document.title = post.title;
		if (post.description !== null) document.querySelector('meta[name="description"]')?.setAttribute('content', post.description);
		adoptDataScripts(post.wrap);
		const wrap = document.adoptNode(post.wrap);
		wrapper.querySelector('.post-wrap')?.replaceWith(wrap);
		if (post.bodyClass !== null) document.body.className = post.bodyClass;
		wrapper.removeAttribute('aria-busy');
		window.scrollTo(0, 0);
		wrap.querySelector<HTMLElement>('h1')?.setAttribute('tabindex', '-1');
		wrap.querySelector<HTMLElement>('h1')?.focus();
		document.dispatchEvent(new CustomEvent('jnews-sidefeed-ajax', { detail: [id] }));
		document.dispatchEvent(new CustomEvent('jnews-ajax-load', { detail: [wrap] }));
	}

	function onListClick(event: MouseEvent<Element>) {
		const link = (event.target as Element).closest?.('a.ajax');
		const item = link?.closest('.jeg_post');
		if (!inPlace || !link || !item || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
		const url = sameOriginUrl(link.getAttribute('href') ?? '');
		const id = Number(item.getAttribute('data-id'));
		if (!url || !id) return;
		event.preventDefault();
		if (id !== current) void openPost(url, id, true);
	}

	// Back or Forward to an entry of ours: its post is loaded unless it is the one shown (a fragment link's entry).
	useDomEvent(window, 'popstate', (event) => {
		const state = (event as PopStateEvent).state as { type?: string; postid?: number } | null;
		if (!inPlace || state?.type !== 'sidefeed' || !state.postid || state.postid === current) return;
		// The theme leaves Back to the browser on mobile: there the whole page loads, so it still shows the address's post.
		if (themeOptions()?.isMobile) return location.reload();
		const url = sameOriginUrl(location.href);
		if (url) void openPost(url, state.postid, false);
	});

	const activate = (change: FeedChange) => (event: MouseEvent<Element> | KeyboardEvent<Element>) => {
		event.preventDefault();
		void load(change);
	};
	const keys = (change: FeedChange) => (event: KeyboardEvent<Element>) => (event.key === 'Enter' || event.key === ' ') && activate(change)(event);

	return serverTree(printed, (node) => {
		if (node.localName === 'li' && node.parentElement && has(node.parentElement, 'jeg_side_tabs')) {
			const change: FeedChange = { kind: 'tab', sortBy: node.getAttribute('data-sort') ?? 'latest' };
			const on = feed.sort_by === change.sortBy;
			return { onClick: activate(change), ...(hydrated ? { role: 'tab', tabIndex: 0, onKeyDown: keys(change), 'aria-selected': String(on), className: classNames(node.getAttribute('class'), { active: on }) } : {}) };
		}
		if (has(node, 'jeg_side_tabs')) return hydrated && { role: 'tablist', 'aria-label': __('News feed') };
		if (node.localName === 'a' && node.closest('.jeg_filter_menu')) {
			const id = node.getAttribute('data-id') ?? '';
			const on = String(feed.include_category ?? '') === id;
			return { onClick: activate({ kind: 'category', id }), ...(hydrated ? { className: classNames(node.getAttribute('class'), { active: on }) || undefined, 'aria-current': on ? 'true' : undefined } : {}) };
		}
		if (has(node, 'jeg_sidefeed')) return { dangerouslySetInnerHTML: serverHtmlProp('printed', node.innerHTML), onClick: onListClick };
		if (node.localName === 'button' && node.parentElement && has(node.parentElement, 'sidefeed_loadmore')) {
			if (!hydrated) return { onClick: activate({ kind: 'more' }) };
			const label = busy === 'append' ? node.getAttribute('data-loading') : end ? node.getAttribute('data-end') : node.getAttribute('data-loadmore');
			return {
				onClick: activate({ kind: 'more' }),
				className: classNames(node.getAttribute('class'), { 'btn-end': end, 'btn-loading': busy === 'append' }),
				'aria-disabled': end ? 'true' : undefined,
				children: label ?? node.textContent,
			};
		}
		if (has(node, 'jeg_sidefeed_overlay')) return hydrated && busy === 'replace' && { style: { display: 'block' } };
		if (node === printed) return hydrated && { 'aria-busy': busy ? 'true' : undefined };
		return null;
	});
}
