/**
 * Test helpers for islands, the same on both vitest projects (Preact through
 * the alias, and React 19 without it).
 *
 * `checkServerIdentity` is what keeps hydration honest. Preact's hydrate
 * skips prop diffing, so a first render that differs from the server markup
 * would persist silently. Under Preact the check renders the component over
 * the server markup *without* hydration, which diffs every attribute against
 * the live element, and returns the markup after that first render (before
 * effects) for a byte comparison. Inline styles are compared as the browser
 * reads them: the render writes a style object back in the browser's own
 * spelling, while hydration itself never touches the printed bytes. Under
 * React it hydrates and collects React's own mismatch reports.
 */
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { IslandContext } from '../../loader/manifest';
import { hydrateIsland } from '../island-root';
import { setCommentsAside } from '../printed-comments';
import { createRootFragment } from '../root-fragment';
import { styleObject } from '../style-object';
import { act, framework } from './act';
import './translate-property';

export { act, framework };

let islandCount = 0;
export const testContext = (): IslandContext => ({ name: 'test', idPrefix: `test-${++islandCount}-` });

/** Puts `html` into a fresh container in the body and returns the container's first element. */
export function fixture<T extends HTMLElement = HTMLElement>(html: string): T {
	const container = document.createElement('div');
	container.innerHTML = html;
	document.body.append(container);
	return container.firstElementChild as T;
}

/**
 * Runs `work` with renders and effects scheduled as in a browser, not flushed by act(): for tests
 * of what happens between a render and the effects after it.
 */
export async function asInABrowser(work: () => Promise<void>): Promise<void> {
	const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
	const inTests = global.IS_REACT_ACT_ENVIRONMENT;
	global.IS_REACT_ACT_ENVIRONMENT = false;
	try {
		await work();
	} finally {
		global.IS_REACT_ACT_ENVIRONMENT = inTests;
	}
}

/** Hydrates `render(element)` over the element; returns the unmount function. */
export function hydrateForTest(element: HTMLElement, node: ReactNode): () => void {
	let unmount = () => {};
	act(() => {
		if (framework === 'preact') unmount = hydrateIsland(element, node, testContext());
		else {
			const root = hydrateRoot(element.parentElement!, node);
			unmount = () => root.unmount();
		}
	});
	return () => act(() => unmount());
}

export interface IdentityResult {
	before: string;
	after: string;
	/** React's hydration mismatch reports (always empty under Preact, which compares bytes instead). */
	mismatches: string[];
	/** The event handlers the first render attached, by element (see `attachedHandlers`). */
	handlers: Record<string, string[]>;
}

/** Renders the island over the server markup `html` and reports what its first render did to it. */
export async function checkServerIdentity(html: string, render: (element: HTMLElement) => ReactNode): Promise<IdentityResult> {
	const element = fixture(html);
	const container = element.parentElement!;
	const before = withBrowserStyles(container);
	const mismatches: string[] = [];
	if (framework === 'preact') {
		const root = createRoot(createRootFragment(element) as unknown as Element);
		const putCommentsBack = setCommentsAside(element);
		root.render(render(element));
		putCommentsBack();
		const after = withBrowserStyles(container);
		const handlers = attachedHandlers(element);
		await act(async () => root.unmount());
		container.remove();
		return { before, after, mismatches, handlers };
	}
	// React compares a printed style with its own spelling of the style object; spell it so, as the Preact path does.
	for (const styled of container.querySelectorAll('[style]'))
		styled.setAttribute('style', reactStyleText(styled.getAttribute('style')));
	const originalError = console.error;
	// Only mismatch reports count: React also warns about printed attribute names such as `for`, and about
	// the whitespace real templates indent tables with, which the HTML parser keeps where React expects none:
	// that advice names a "hydration error", but the whitespace is the page's and hydrates as printed.
	console.error = (...args: unknown[]) => {
		const message = args.map(String).join(' ');
		if (/hydrat|did ?n.t match/i.test(message) && !/whitespace text nodes cannot be a child of/.test(message) && !onlyInlineHandlers(message)) mismatches.push(message);
	};
	try {
		let unmount = () => {};
		let handlers: Record<string, string[]> = {};
		await act(async () => {
			// React's hydrateRoot takes options; the Preact typings the project compiles against do not know them.
			const hydrateWithOptions = hydrateRoot as unknown as (
				container: Element,
				node: ReactNode,
				options: { onRecoverableError: (error: unknown) => void },
			) => { unmount(): void };
			const root = hydrateWithOptions(container, render(element), {
				onRecoverableError: (error) => mismatches.push(String(error)),
			});
			unmount = () => root.unmount();
		});
		handlers = attachedHandlers(element);
		await act(async () => unmount());
		container.remove();
		return { before, after: before, mismatches, handlers };
	} finally {
		console.error = originalError;
	}
}

/**
 * What the island's real first render does to `html`, as the product mounts it
 * (under Preact through `hydrateIsland`, which adopts the nodes and leaves
 * printed `dangerouslySetInnerHTML` alone), read before any effect runs: the
 * markup after it and the handlers it attached. React hydrates in both paths.
 */
export async function checkHydration(html: string, render: (element: HTMLElement) => ReactNode): Promise<IdentityResult> {
	if (framework === 'react') return checkServerIdentity(html, render);
	const element = fixture(html);
	const container = element.parentElement!;
	const before = container.innerHTML;
	const unmount = hydrateIsland(element, render(element), testContext());
	const result = { before, after: container.innerHTML, mismatches: [], handlers: attachedHandlers(element) };
	await act(async () => unmount());
	container.remove();
	return result;
}

/**
 * A mismatch report whose only differences are printed inline `on*` attributes (the wishlist's
 * Pinterest link has `onclick`): `serverProps` leaves them to the browser, as they are no
 * listeners; React, which keeps them on the element, reports them as missing from its props.
 */
function onlyInlineHandlers(message: string): boolean {
	// The tree after React's advice (whose list items start with "- " too).
	const tree = message.split('hydration-mismatch')[1] ?? '';
	const differing = tree.split('\n').filter((line) => /^\s*[-+]\s/.test(line));
	return differing.length > 0 && differing.every((line) => /^\s*-\s+on[a-z]+=/.test(line));
}

/**
 * The event handlers the framework attached in `root`'s subtree, by element
 * path (element child indexes from `root`, so comments and text do not shift
 * it). Preact keeps an element's handlers on the element itself, React 19 in
 * the props it stores on each hydrated element.
 */
export function attachedHandlers(root: Element): Record<string, string[]> {
	const handlers: Record<string, string[]> = {};
	const visit = (element: Element, path: string) => {
		const own = element as unknown as Record<string, unknown>;
		const names = framework === 'preact'
			? Object.keys((own.l as object | undefined) ?? {})
			: Object.entries((own[Object.keys(own).find((key) => key.startsWith('__reactProps$')) ?? ''] as object | undefined) ?? {})
				.filter(([name, value]) => /^on[A-Z]/.test(name) && typeof value === 'function')
				.map(([name]) => name);
		if (names.length > 0) handlers[path] = names.sort();
		Array.from(element.children).forEach((child, index) => visit(child, `${path}/${index}`));
	};
	visit(root, '');
	return handlers;
}

const CHILDLESS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr',
	'script', 'style', 'textarea', 'title', 'template', 'iframe', 'noscript']);

/**
 * `html` with a comment before every node inside its first element and at the
 * end of every element there that can hold one: what the wishlist plugin's
 * and the themes' templates print, at every depth at once.
 */
export function withCommentsEverywhere(html: string, text = ' ADD TO WISHLIST '): string {
	const template = document.createElement('template');
	template.innerHTML = html;
	const island = template.content.firstElementChild;
	if (!island) return html;
	const comment = () => document.createComment(text);
	const visit = (element: Element) => {
		if (CHILDLESS.has(element.localName)) return;
		for (const child of Array.from(element.childNodes)) {
			element.insertBefore(comment(), child);
			if (child.nodeType === 1) visit(child as Element);
		}
		element.append(comment());
	};
	visit(island);
	return template.innerHTML;
}

/** The container's markup with each inline style spelled the way the browser serializes it. */
function withBrowserStyles(container: Element): string {
	const copy = container.cloneNode(true) as Element;
	for (const styled of copy.querySelectorAll<HTMLElement>('[style]')) styled.style.cssText = styled.style.cssText;
	return copy.innerHTML;
}

const reactStyleText = (text: string | null) =>
	Object.entries(styleObject(text))
		.map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${value}`)
		.join(';');

type ListenerTarget = Document | Window | HTMLElement;

interface LiveListener {
	target: ListenerTarget;
	type: string;
	listener: unknown;
	capture: boolean;
}

const captureOf = (options?: boolean | EventListenerOptions) =>
	typeof options === 'boolean' ? options : Boolean(options?.capture);

/**
 * Counts listeners added to and not yet removed from `targets` while `run`
 * goes on: what an island leaks on document, window or body when it unmounts.
 */
export async function countLeakedListeners(targets: ListenerTarget[], run: () => Promise<void> | void): Promise<number> {
	const live: LiveListener[] = [];
	const restore: (() => void)[] = [];
	for (const target of targets) {
		const add = target.addEventListener;
		const remove = target.removeEventListener;
		target.addEventListener = function (this: ListenerTarget, type: string, listener: unknown, options?: boolean | AddEventListenerOptions) {
			live.push({ target, type, listener, capture: captureOf(options) });
			return add.call(this, type, listener as EventListener, options);
		} as typeof add;
		target.removeEventListener = function (this: ListenerTarget, type: string, listener: unknown, options?: boolean | EventListenerOptions) {
			const capture = captureOf(options);
			const at = live.findIndex((entry) =>
				entry.target === target && entry.type === type && entry.listener === listener && entry.capture === capture);
			if (at >= 0) live.splice(at, 1);
			return remove.call(this, type, listener as EventListener, options);
		} as typeof remove;
		restore.push(() => {
			target.addEventListener = add;
			target.removeEventListener = remove;
		});
	}
	try {
		await run();
	} finally {
		for (const undo of restore) undo();
	}
	return live.length;
}
