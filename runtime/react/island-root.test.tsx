import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { renderIsland, useIslandId } from './island-root';

function Labelled({ text }: { text: string }) {
	const id = useIslandId();
	return (
		<section aria-labelledby={id}>
			<h2 id={id}>{text}</h2>
		</section>
	);
}

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
