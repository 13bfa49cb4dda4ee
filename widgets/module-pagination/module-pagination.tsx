/**
 * A JNews block paged by AJAX (theme-ajax.md §1, spec §4): next/prev, load
 * more, infinite scroll and the category filter. The component owns what the
 * island adds to the printed block (root states `loading` / `loaded <action>`,
 * disabled links, the load-more label, the current filter and its "more"
 * menu, roles, focus and announcements); the post list is server HTML placed
 * by module-dom.ts.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { FilterType } from '../../contracts/theme/module';
import { announce } from '../../runtime/announcer';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { type Enhance, serverChildren, serverTree } from '../../runtime/react/server-tree';
import { printedCopy } from '../../runtime/react/printed-copy';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { themeCall } from '../../runtime/theme/endpoint';
import { type ModuleAction, ModuleEngine } from './module-engine';
import { appendContent, focusTarget, replaceContent, showOverlay } from './module-dom';
import type { ModuleProps } from './read-props';
import { SCROLL_REARM_MS, scrollArmed, watchEntry } from './scroll-trigger';
import { type FilterLink, SubcatMore, useSubcatOverflow } from './subcat-more';
import { __, sprintf } from '../../runtime/i18n';

type Phase = 'idle' | 'loading' | 'loaded';

interface View {
	phase: Phase;
	action: ModuleAction | null;
	next: boolean;
	prev: boolean;
	filterId: string;
	/** The load-more link shows its `data-loading` text. */
	linkBusy: boolean;
	/** Infinite scroll may fire (false for 500 ms after a page was shown). */
	armed: boolean;
}

const NETWORK_OVERLAY: ModuleAction[] = ['next', 'prev', 'subclass'];
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const has = (node: Element, name: string) => node.classList.contains(name);
const isLoadMoreLink = (node: Element) => node.localName === 'a' && node.parentElement?.classList.contains('jeg_block_loadmore') === true;

function initialView(element: HTMLElement, mode: string): View {
	const link = (selector: string) => element.querySelector(selector);
	const usable = (selector: string) => link(selector) !== null && !has(link(selector) as Element, 'disabled');
	const next = mode === 'nextprev' ? usable('.jeg_block_nav a.next') : usable('.jeg_block_loadmore a');
	return { phase: 'idle', action: null, next, prev: mode === 'nextprev' && usable('.jeg_block_nav a.prev'), filterId: element.querySelector('.subclass-filter.current')?.getAttribute('data-id') ?? '0', linkBusy: false, armed: true };
}

export function ModulePagination({ element, attribute, prefix, lang, mode, scrollLimit }: ModuleProps & IslandProps) {
	const [printed] = useState(() => printedCopy(element));
	const [engine] = useState(() => new ModuleEngine(prefix, lang, attribute, { send: (request) => themeCall(request as unknown as Record<string, unknown>), wait }));
	const [view, setView] = useState(() => initialView(element, mode));
	const hydrated = useHydrated();
	const shownFilters = useSubcatOverflow(element, hydrated);
	const mounted = useRef(true);
	const focusAfter = useRef<HTMLElement | null>(null);
	const container = () => element.querySelector('.jeg_block_container') as Element;

	useEffect(() => {
		mounted.current = true;
		element.dispatchEvent(new CustomEvent('jnews_module_init', { bubbles: true }));
		return () => {
			mounted.current = false;
		};
	}, [element]);

	async function run(action: ModuleAction, filter?: { id: string; type: FilterType }) {
		if (engine.busy) return;
		if ((action === 'prev' && !view.prev) || (action !== 'prev' && action !== 'subclass' && !view.next)) return;
		const target = engine.target(action, filter);
		const overlay = NETWORK_OVERLAY.includes(action) && !engine.has(target);
		const before = view;
		setView((v) => ({ ...v, phase: 'loading', action, linkBusy: action === 'more' || action === 'scroll', armed: false, filterId: filter?.id ?? v.filterId }));
		showOverlay(container(), overlay);
		const outcome = await engine.load(target);
		if (!mounted.current || outcome.kind === 'locked') return;
		showOverlay(container(), false);
		if (outcome.kind === 'failed') {
			setView({ ...before, armed: true });
			/* translators: %d: the page's number */
			announce(sprintf(__('Page %d could not be loaded.'), target.current_page), 'polite');
			return;
		}
		const { result, data } = outcome;
		const append = (mode === 'loadmore' || mode === 'scrollload') && data.current_page > 1;
		const first = append ? appendContent(element, container(), result.content) : replaceContent(element, container(), result.content);
		focusAfter.current = action === 'more' ? focusTarget(first) : null;
		setView((v) => ({ ...v, phase: 'loaded', action, next: result.next, prev: result.prev, linkBusy: false }));
		/* translators: %d: the page's number */
		announce(sprintf(__('Page %d loaded'), data.current_page), 'polite');
		element.dispatchEvent(new CustomEvent('jnews_module_ajax', { bubbles: true, detail: [data] }));
		window.dispatchEvent(new Event('resize'));
		setTimeout(() => mounted.current && setView((v) => ({ ...v, armed: true })), mode === 'scrollload' ? SCROLL_REARM_MS : 0);
	}

	// Focus moves once the new page is in and the link's state is rendered.
	useEffect(() => {
		focusAfter.current?.focus();
		focusAfter.current = null;
	});

	const page = engine.current.current_page;
	const scrollOn = mode === 'scrollload' && hydrated && view.armed && scrollArmed({ disabled: !view.next, busy: view.phase === 'loading', limit: scrollLimit, page });
	useEffect(() => {
		const link = scrollOn ? element.querySelector('.jeg_block_loadmore a') : null;
		return link ? watchEntry(link, () => void run('scroll')) : undefined;
	});

	const click = (action: ModuleAction, filter?: { id: string; type: FilterType }) => (event: MouseEvent<Element> | KeyboardEvent<Element>) => {
		event.preventDefault();
		void run(action, filter);
	};
	const asButton = (action: ModuleAction, disabled: boolean) => ({
		onClick: click(action),
		onKeyDown: (event: KeyboardEvent<Element>) => event.key === ' ' && click(action)(event),
		...(hydrated ? { role: 'button', 'aria-disabled': disabled ? 'true' : undefined } : {}),
	});
	const loadLabel = (node: Element) => (view.linkBusy ? (node.getAttribute('data-loading') ?? 'Loading...') : (node.getAttribute('data-load') ?? node.textContent ?? ''));

	const filterLink = (link: Element): FilterLink => ({
		id: link.getAttribute('data-id') ?? '0',
		type: (link.getAttribute('data-type') ?? 'all') as FilterType,
		label: link.textContent ?? '',
		href: link.getAttribute('href') ?? '#',
	});
	// Filter links that did not fit the heading: hidden there, offered in the "more" menu.
	const overflowing = (node: Element) => shownFilters !== null && Array.prototype.indexOf.call(node.parentElement?.children ?? [], node) >= shownFilters;

	const enhance: Enhance = (node) => {
		if (node === printed)
			return hydrated && { className: classNames(printed.getAttribute('class'), { loading: view.phase === 'loading', loaded: view.phase === 'loaded', ...actionClasses(view) }), 'aria-busy': view.phase === 'loading' ? 'true' : undefined };
		if (has(node, 'jeg_block_container')) return { dangerouslySetInnerHTML: serverHtmlProp('printed', node.innerHTML) };
		if (node.localName === 'a' && node.parentElement && has(node.parentElement, 'jeg_block_nav')) {
			const action = has(node, 'prev') ? 'prev' : 'next';
			const disabled = action === 'prev' ? !view.prev : !view.next;
			return { ...asButton(action, disabled), ...(hydrated ? { className: classNames(node.getAttribute('class'), { disabled }) } : {}) };
		}
		if (has(node, 'jeg_block_nav')) return hydrated && { className: classNames(node.getAttribute('class'), { inactive: !view.next && !view.prev }) };
		if (isLoadMoreLink(node)) {
			if (!hydrated) return asButton('more', !view.next);
			const icon = node.getAttribute('data-icon');
			return {
				...asButton('more', !view.next),
				className: classNames(node.getAttribute('class'), { disabled: !view.next, active: view.linkBusy }) || undefined,
				children: [loadLabel(node), icon && view.phase === 'loaded' ? <i className={`fa ${icon}`} key="icon" /> : null],
			};
		}
		if (hydrated && node.localName === 'li' && node.parentElement && has(node.parentElement, 'jeg_subcat_list') && overflowing(node)) return { hidden: true };
		if (has(node, 'jeg_subcat')) {
			// Same shape from the first render on, so the menu's arrival only appends after the printed list.
			const printedChildren = serverChildren(node, enhance);
			const links = Array.from(node.querySelectorAll('.jeg_subcat_list > li'))
				.filter(overflowing)
				.flatMap((item) => Array.from(item.querySelectorAll('a.subclass-filter'), filterLink));
			const more = hydrated && links.length > 0 && <SubcatMore links={links} currentId={view.filterId} onChoose={(event, link) => click('subclass', { id: link.id, type: link.type })(event)} />;
			return { children: [...printedChildren, more] };
		}
		if (has(node, 'subclass-filter')) {
			const id = node.getAttribute('data-id') ?? '0';
			const type = (node.getAttribute('data-type') ?? 'all') as FilterType;
			return {
				onClick: click('subclass', { id, type }),
				...(hydrated ? { className: classNames(node.getAttribute('class'), { current: id === view.filterId }), 'aria-current': id === view.filterId ? 'true' : undefined } : {}),
			};
		}
		return null;
	};
	return serverTree(printed, enhance);
}

/** The root carries the last action's name once loaded (`loaded next`), as the theme's CSS expects. */
function actionClasses(view: View): Record<string, boolean> {
	const classes: Record<string, boolean> = { next: false, prev: false, more: false, scroll: false, subclass: false };
	if (view.phase === 'loaded' && view.action) classes[view.action] = true;
	return classes;
}
