/**
 * The review search (theme-ajax.md §9): typing, the selects, submit and the
 * page links ask `review_search_handler` 250 ms after the last change, the
 * newer request aborting the older; the results (server HTML) replace the
 * holder's content, with the overlay shown meanwhile. A failure keeps the
 * results as they were and says so.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type FormEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { isRecord } from '../../contracts/guard';
import { announce } from '../../runtime/announcer';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { themeCall } from '../../runtime/theme/endpoint';
import { keywordTriggers, REVIEW_DEBOUNCE_MS, reviewFields } from './review-query';
import { __ } from '../../runtime/i18n';

export interface ReviewSearchProps {
	settings: Record<string, unknown>;
}

export function readReviewSearchProps(element: HTMLElement): ReviewSearchProps | null {
	const settings = (globalThis as Record<string, unknown>)[element.dataset.id ?? ''];
	if (!/^[A-Za-z_$][\w$]*$/.test(element.dataset.id ?? '') || !element.querySelector('form') || !element.querySelector('.jeg_review_search_result_holder')) return null;
	return { settings: isRecord(settings) ? { ...settings } : {} };
}

export function ReviewSearch({ element, settings }: ReviewSearchProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [html, setHtml] = useState(() => printed.querySelector('.jeg_review_search_result_holder')?.innerHTML ?? '');
	const [busy, setBusy] = useState(false);
	const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
	const inFlight = useRef<AbortController | null>(null);
	const hydrated = useHydrated();
	const form = () => element.querySelector('form') as HTMLFormElement;

	useEffect(() => () => {
		clearTimeout(timer.current);
		inFlight.current?.abort();
	}, []);

	function schedule(page: number) {
		const pageField = form().elements.namedItem('page') as HTMLInputElement | null;
		if (pageField) pageField.value = String(page);
		clearTimeout(timer.current);
		timer.current = setTimeout(() => void send(page), REVIEW_DEBOUNCE_MS);
	}

	async function send(page: number) {
		inFlight.current?.abort();
		const controller = new AbortController();
		inFlight.current = controller;
		setBusy(true);
		const outcome = await themeCall(reviewFields(settings, form(), page), { expect: 'text', signal: controller.signal });
		if (inFlight.current !== controller) return;
		inFlight.current = null;
		setBusy(false);
		if (outcome.ok && typeof outcome.data === 'string') return setHtml(outcome.data);
		if (!outcome.ok && outcome.kind !== 'aborted') announce(__('The reviews could not be loaded.'), 'polite');
	}

	const onHolderClick = (event: MouseEvent<Element>) => {
		const link = (event.target as Element).closest?.('.jeg_navigation a');
		if (!link) return;
		event.preventDefault();
		schedule(Number(link.getAttribute('data-id')) || 1);
	};

	return serverTree(printed, (node) => {
		if (node.localName === 'form') return { onSubmit: (event: FormEvent) => (event.preventDefault(), schedule(1)) };
		if (node.localName === 'input' && node.getAttribute('name') === 'keyword')
			return { onInput: (event: Event) => keywordTriggers((event.target as HTMLInputElement).value) && schedule(1) };
		if (node.localName === 'select') return { onChange: () => schedule(1) };
		if (node.classList.contains('jeg_review_search_result_holder'))
			return { dangerouslySetInnerHTML: serverHtmlProp('theme-search', html), onClick: onHolderClick, ...(hydrated ? { 'aria-live': 'polite', 'aria-busy': busy ? 'true' : undefined } : {}) };
		if (node.classList.contains('module-overlay') && node.parentElement?.classList.contains('jeg_review_search_result_wrapper'))
			return hydrated && busy && { style: { display: 'block' } };
		return null;
	});
}
