import { describe } from 'vitest';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { StickyBar } from './sticky-bar';
import mount from './index';

const desktop = '<div class="jeg_stickybar jeg_navbar jeg_navbar_wrapper" data-mode="pinned"><div class="jeg_nav_row"><a class="jeg_logo" href="/news/">Site</a></div></div>';

describe('sticky bar', () => {
	itHydratesByteForByte('bar', desktop, (element) => <StickyBar element={element} mode="pinned" adminBar={false} />);
	itLeavesNothingBehind({
		html: desktop.replace('pinned', 'scroll'),
		mount, timers: true,
		render: (element) => <StickyBar element={element} mode="scroll" adminBar />,
	});
});
