import { describe, expect, it } from 'vitest';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { StickyBar } from './sticky-bar';

const desktop = '<div class="jeg_stickybar jeg_navbar jeg_navbar_wrapper" data-mode="pinned"><div class="jeg_nav_row"><a class="jeg_logo" href="/news/">Site</a></div></div>';

describe('sticky bar', () => {
	it('hydrates the printed bar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(desktop, (element) => <StickyBar element={element} mode="pinned" adminBar={false} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const bar = fixture(desktop);
				hydrateForTest(bar, <StickyBar element={bar} mode="scroll" adminBar />)();
				bar.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
