import { useEffect, useState } from 'react';
import type { Unmount } from '../loader/manifest';
import { describe, expect, it } from 'vitest';
import { defineIsland } from './define-island';
import { renderIsland, useIslandId } from './island-root';
import { serverTree } from './server-tree';
import { act, countLeakedListeners, fixture, framework, testContext } from './testing/island-kit';
import { useDomEvent } from './use-dom-event';
import { useHydrated } from './use-hydrated';

function Labelled({ text }: { text: string }) {
	const id = useIslandId();
	return (
		<section aria-labelledby={id}>
			<h2 id={id}>{text}</h2>
		</section>
	);
}

/** A button island that adds a note after itself once clicked, and listens on document while mounted. */
function NoteButton({ element }: { element: HTMLElement }) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [clicks, setClicks] = useState(0);
	const [keys, setKeys] = useState(0);
	const hydrated = useHydrated();
	useDomEvent(document, 'keydown', () => setKeys((count) => count + 1));
	useEffect(() => {
		const timer = setInterval(() => {}, 1000);
		return () => clearInterval(timer);
	}, []);
	return (
		<>
			{serverTree(printed, () => ({ onClick: () => setClicks((count) => count + 1), 'data-keys': hydrated ? String(keys) : undefined }))}
			{clicks > 0 && <span className="note">clicked {clicks}</span>}
		</>
	);
}

const mountNoteButton = defineIsland((element) => ({ label: element.textContent ?? '' }), NoteButton);

describe.runIf(framework === 'preact')('island roots (the bundle, Preact)', () => {
	it('hydrates in place, keeps siblings, and renders new nodes right after the island', async () => {
		const button = fixture('<a class="button">Add</a><span class="price">9</span>');
		const card = button.parentElement!;
		const before = card.innerHTML;
		let unmount: void | (() => void);
		await act(async () => {
			unmount = await mountNoteButton(button, testContext());
		});
		expect(card.innerHTML).toBe(before.replace('class="button"', 'class="button" data-keys="0"'));
		await act(async () => button.click());
		expect(card.innerHTML).toBe('<a class="button" data-keys="0">Add</a><span class="note">clicked 1</span><span class="price">9</span>');
		expect(button.isConnected).toBe(true);
		await act(async () => (unmount as () => void)());
	});

	it('leaves the markup untouched when the props cannot be read', async () => {
		const button = fixture('<a class="button" href="/?add-to-cart=1">Add</a>');
		const mount = defineIsland(() => null, NoteButton);
		await act(async () => {
			await mount(button, testContext());
		});
		await act(async () => button.click());
		expect(button.parentElement!.innerHTML).toBe('<a class="button" href="/?add-to-cart=1">Add</a>');
	});

	it('frees every document, window and body listener and timer when unmounted, 100 times over', async () => {
		const timers = new Set<unknown>();
		const realSet = globalThis.setInterval;
		const realClear = globalThis.clearInterval;
		globalThis.setInterval = ((...args: Parameters<typeof setInterval>) => {
			const id = realSet(...args);
			timers.add(id);
			return id;
		}) as typeof setInterval;
		globalThis.clearInterval = ((id: ReturnType<typeof setInterval>) => {
			timers.delete(id);
			realClear(id);
		}) as typeof clearInterval;
		try {
			const leaked = await countLeakedListeners([document, window, document.body], async () => {
				for (let round = 0; round < 100; round++) {
					const button = fixture('<a class="button">Add</a>');
					let unmount: void | (() => void);
					await act(async () => {
						unmount = await mountNoteButton(button, testContext());
					});
					await act(async () => (unmount as () => void)());
					button.parentElement?.remove();
				}
			});
			expect(leaked).toBe(0);
			expect(timers.size).toBe(0);
		} finally {
			globalThis.setInterval = realSet;
			globalThis.clearInterval = realClear;
		}
	});
});

describe.runIf(framework === 'preact')('an island that wraps its element', () => {
	function Wrapper({ element }: { element: HTMLElement }) {
		const [printed] = useState(() => element.cloneNode(true) as Element);
		const hydrated = useHydrated();
		return hydrated ? <div className="wrap">{serverTree(printed)}</div> : serverTree(printed);
	}

	it('stays on the page for the loader while what it rendered is there', async () => {
		const image = fixture('<img src="/a.gif" alt="">');
		const card = image.parentElement!;
		const result: { unmount?: void | Unmount } = {};
		await act(async () => {
			result.unmount = await defineIsland(() => ({}), Wrapper)(image, testContext());
		});
		const unmount = result.unmount as Unmount;
		expect(image.isConnected).toBe(false);
		expect(card.innerHTML).toBe('<div class="wrap"><img src="/a.gif" alt=""></div>');
		expect(unmount.connected?.()).toBe(true);
		card.innerHTML = '';
		expect(unmount.connected?.()).toBe(false);
	});
});

describe('renderIsland', () => {
	it('gives two island roots different ids, where bare useId would repeat', () => {
		const first = document.createElement('div');
		const second = document.createElement('div');
		document.body.append(first, second);
		act(() => {
			renderIsland(first, <Labelled text="Cart" />, { name: 'a', idPrefix: 'island-1-' });
			renderIsland(second, <Labelled text="Wishlist" />, { name: 'b', idPrefix: 'island-2-' });
		});
		const ids = [first, second].map((host) => host.querySelector('h2')!.id);
		expect(ids[0]).not.toBe(ids[1]);
		for (const host of [first, second])
			expect(host.querySelector('section')!.getAttribute('aria-labelledby')).toBe(host.querySelector('h2')!.id);
	});

	it('unmounts and leaves the host empty', () => {
		const host = document.createElement('div');
		let unmount = () => {};
		act(() => {
			unmount = renderIsland(host, <Labelled text="Cart" />, { name: 'a', idPrefix: 'island-3-' });
		});
		expect(host.textContent).toBe('Cart');
		act(() => unmount());
		expect(host.innerHTML).toBe('');
	});
});
