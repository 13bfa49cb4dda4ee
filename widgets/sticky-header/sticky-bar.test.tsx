import { describe, expect, it } from 'vitest';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { StickyBar } from './sticky-bar';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const desktop = '<div class="jeg_stickybar jeg_navbar jeg_navbar_wrapper" data-mode="pinned"><div class="jeg_nav_row"><a class="jeg_logo" href="/news/">Site</a></div></div>';

describe('sticky bar', () => {
	it('hydrates the printed bar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(desktop, (element) => <StickyBar element={element} mode="pinned" adminBar={false} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: desktop.replace('pinned', 'scroll'),
			mount, timers: true,
			render: (element) => <StickyBar element={element} mode="scroll" adminBar />,
		});
		expect(leaked).toBe(0);
	});
});
