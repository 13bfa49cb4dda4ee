/**
 * The header search box (theme-ajax.md §3, spec §4): the toggle expands and
 * collapses it; typing asks `jnews_ajax_live_search` (see search-scheduler.ts)
 * and shows the server's result items, or "No Result". The input is a
 * combobox over the results (a listbox whose options are the items' title
 * links): arrow keys move the active option, Enter opens it, Escape closes the
 * results, then the box.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type KeyboardEvent, type MouseEvent, useEffect, useLayoutEffect, useState } from 'react';
import { announce } from '../../runtime/announcer';
import { failureText } from '../../runtime/http/ajax';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { useIslandId } from '../../runtime/react/island-root';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { themeCall } from '../../runtime/theme/endpoint';
import { SearchScheduler } from './search-scheduler';
import { __, sprintf } from '../../runtime/i18n';

type Results = 'hidden' | 'none' | 'some';

const has = (node: Element, name: string) => node.classList.contains(name);

export function LiveSearch({ element, live }: LiveSearchProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [results, setResults] = useState<Results>('hidden');
	const [html, setHtml] = useState(() => printed.querySelector('.search-result-wrapper')?.innerHTML ?? '');
	const [loading, setLoading] = useState(false);
	const [expanded, setExpanded] = useState(false);
	const [active, setActive] = useState(-1);
	const hydrated = useHydrated();
	const id = useIslandId();
	const [scheduler] = useState(
		() =>
			new SearchScheduler({
				send: (query, signal) => themeCall({ s: query, action: 'jnews_ajax_live_search' }, { expect: 'text', signal }),
				onLoading: setLoading,
				onResults: (answer) => {
					setHtml(answer);
					setActive(-1);
					setResults(answer.trim() === '' ? 'none' : 'some');
				},
				onHide: () => setResults('hidden'),
				onFailure: (outcome) => {
					setResults('hidden');
					/* translators: %s: why, a failure sentence */
					if (!outcome.ok) announce(sprintf(__('Search results could not be loaded. %s'), failureText(outcome)), 'polite');
				},
			}),
	);
	useEffect(() => {
		// Typed before the chunk arrived (the strategy waits for the first focus or key).
		const typed = element.querySelector<HTMLInputElement>('.jeg_search_input')?.value;
		if (live && typed) scheduler.input(typed);
		return () => scheduler.cancel();
	}, [scheduler]);

	const options = () => Array.from(element.querySelectorAll<HTMLElement>('.search-result-wrapper .jeg_post')).flatMap((item) => titleLink(item) ?? []);
	// The items are server HTML holding the post's links, and an option may hold no link: so each
	// item's title link is the option itself, and the rest of the item (thumbnail link, date) leaves
	// the listbox's tree, the date still describing the option.
	useLayoutEffect(() => {
		options().forEach((option, index) => {
			const item = option.closest('.jeg_post')!;
			option.id = `${id}-option-${index}`;
			option.setAttribute('role', 'option');
			option.setAttribute('aria-selected', String(index === active));
			item.classList.toggle('active', index === active);
			item.querySelectorAll('a[href]').forEach((link) => link.setAttribute('tabindex', '-1'));
			option.closest('.jeg_post_title')?.setAttribute('role', 'none');
			item.querySelectorAll(':scope > :not(.jeg_postblock_content), .jeg_postblock_content > :not(.jeg_post_title)').forEach((aside) => {
				if (aside.contains(option)) return;
				aside.setAttribute('aria-hidden', 'true');
				if (!aside.classList.contains('jeg_post_meta')) return;
				aside.id = `${option.id}-meta`;
				option.setAttribute('aria-describedby', aside.id);
			});
		});
	}, [html, active]);
	useEffect(() => {
		/* translators: %d: how many results the search found (a count after a colon needs no plural form) */
		if (results === 'some') announce(sprintf(__('Search results: %d'), options().length), 'polite');
		else if (results === 'none') announce(__('No Result'), 'polite');
	}, [html, results]);

	const container = () => element.closest('.jeg_container, .jeg_container_full');
	function toggle(event: MouseEvent<Element> | KeyboardEvent<Element>) {
		event.preventDefault();
		const open = !expanded;
		setExpanded(open);
		container()?.classList.toggle('jeg_search_expanded', open);
		if (has(element, 'jeg_search_fullwidth_expand')) container()?.classList.toggle('hide_navbar_items', open);
		if (open) element.querySelector<HTMLInputElement>('.jeg_search_input')?.focus();
	}

	function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
		const count = results === 'some' ? options().length : 0;
		if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			if (!count) return;
			event.preventDefault();
			setActive((index) => (event.key === 'ArrowDown' ? (index + 1) % count : (index <= 0 ? count : index) - 1));
		} else if (event.key === 'Enter' && active >= 0 && active < count) {
			event.preventDefault();
			options()[active].click();
		} else if (event.key === 'Escape') {
			if (results !== 'hidden') setResults('hidden');
			else if (expanded) {
				toggle(event);
				element.querySelector<HTMLElement>('.jeg_search_toggle')?.focus();
			}
		}
	}

	const submit = (event: MouseEvent<Element> | KeyboardEvent<Element>) => {
		event.preventDefault();
		element.querySelector('form')?.requestSubmit();
	};
	const listId = `${id}-results`;
	const open = results !== 'hidden';

	return serverTree(printed, (node) => {
		if (has(node, 'jeg_search_input'))
			return {
				onInput: (event: Event) => live && scheduler.input((event.target as HTMLInputElement).value),
				onKeyDown,
				...(hydrated && live ? { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': String(open && results === 'some'), 'aria-controls': listId, 'aria-activedescendant': active >= 0 ? `${id}-option-${active}` : undefined } : {}),
			};
		if (has(node, 'jeg_search_toggle')) return { onClick: toggle, ...(hydrated ? { role: 'button', 'aria-expanded': String(expanded) } : {}) };
		if (node.localName === 'i' && node.parentElement && has(node.parentElement, 'jeg_search_toggle'))
			return hydrated && { className: classNames(node.getAttribute('class'), { 'fa-search': !expanded, 'fa-close': expanded }) };
		if (node.localName === 'i' && node.parentElement && has(node.parentElement, 'jeg_search_button'))
			return hydrated && { className: classNames(node.getAttribute('class'), { 'fa-search': !loading, 'fa-spinner': loading, 'fa-spin': loading }) };
		if (has(node, 'jeg_search_result'))
			return hydrated && { className: classNames(node.getAttribute('class'), { jeg_search_hide: !open, no_result: results === 'none', with_result: results !== 'none' }) };
		if (has(node, 'search-result-wrapper'))
			return { dangerouslySetInnerHTML: serverHtmlProp('theme-search', html), ...(hydrated ? { id: listId, role: results === 'some' ? 'listbox' : undefined, 'aria-label': results === 'some' ? __('Search results') : undefined } : {}) };
		if (has(node, 'search-all-button'))
			return { onClick: submit, ...(hydrated ? { role: 'button', tabIndex: 0, onKeyDown: (event: KeyboardEvent<Element>) => (event.key === 'Enter' || event.key === ' ') && submit(event) } : {}) };
		return null;
	});
}

/** The item's link that stands for it: the title's, else its first. */
const titleLink = (item: Element) => item.querySelector<HTMLAnchorElement>('.jeg_post_title a[href]') ?? item.querySelector<HTMLAnchorElement>('a[href]');

export interface LiveSearchProps {
	/** `jnewsoption.live_search`: off (or no jnewsoption), the box only expands and collapses. */
	live: boolean;
}

export const readLiveSearchProps = (element: HTMLElement, liveOption: boolean): LiveSearchProps | null =>
	element.querySelector('.jeg_search_input') ? { live: liveOption && element.querySelector('.search-result-wrapper') !== null } : null;
