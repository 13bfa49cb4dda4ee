import { describe, expect, it } from 'vitest';
import { authorBoxes } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AuthorBox } from './author-box';
import mount from './index';

const markup = authorBoxes(['A', 'B', 'C', 'D']).value;

describe('author box', () => {
	const render = (element: HTMLElement) => <AuthorBox element={element} />;
	itHydratesByteForByte('box', markup, render);

	it('expands for good from the keyboard', async () => {
		const box = fixture(markup);
		const unmount = hydrateForTest(box, <AuthorBox element={box} />);
		const more = box.querySelector<HTMLElement>('.truncate-read-more')!;
		expect(more.getAttribute('role')).toBe('button');
		expect(more.getAttribute('aria-expanded')).toBe('false');
		await act(async () => {
			more.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
		});
		expect(box.classList.contains('author-truncate')).toBe(false);
		expect(more.getAttribute('aria-expanded')).toBe('true');
		unmount();
	});

	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		use: (element) => element.querySelector<HTMLElement>('.truncate-read-more')?.click(),
		usage: 'expanded',
	});
});
