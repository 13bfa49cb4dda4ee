import { describe, expect, it } from 'vitest';
import { authorBoxes } from '../../demo/server/render/jnews/reading-markup';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { AuthorBox } from './author-box';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const markup = authorBoxes(['A', 'B', 'C', 'D']).value;

describe('author box', () => {
	it('hydrates the printed box byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <AuthorBox element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

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

	it('leaves no listener or timer behind after 100 mounts, expanded', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <AuthorBox element={element} />,
			use: (element) => element.querySelector<HTMLElement>('.truncate-read-more')?.click(),
		});
		expect(leaked).toBe(0);
	});
});
