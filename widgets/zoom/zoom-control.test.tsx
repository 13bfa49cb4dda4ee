import { afterEach, describe, expect, it } from 'vitest';
import { zoomButtons } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ZoomControl } from './zoom-control';
import { zoomBounds } from './zoom-level';
import mount from './index';

const bounds = zoomBounds('3', '2');
afterEach(() => {
	document.cookie = 'zoom_position=; max-age=-1; path=/';
	document.body.innerHTML = '';
});

describe('zoom control', () => {
	const render = (element: HTMLElement) => <ZoomControl element={element} bounds={bounds} rtl={false} />;
	itHydratesByteForByte('buttons', zoomButtons().value, render);

	it('scales the article from the top right corner in right-to-left sites', async () => {
		document.body.insertAdjacentHTML('beforeend', '<div class="entry-content"><div class="content-inner"><p>Text</p></div></div>');
		const control = fixture(zoomButtons().value);
		const unmount = hydrateForTest(control, <ZoomControl element={control} bounds={bounds} rtl />);
		await act(async () => control.querySelector<HTMLButtonElement>('button.zoom-in')!.click());
		const inner = document.querySelector<HTMLElement>('.content-inner')!;
		expect(inner.style.transform).toBe('scale(1.1)');
		expect(inner.style.transformOrigin).toBe('top right');
		expect(document.cookie).toContain('zoom_position=1.1');
		unmount();
	});

	itLeavesNothingBehind({
		html: zoomButtons().value,
		mount, timers: true, render,
		use: (element) => element.querySelector<HTMLButtonElement>('.zoom-in')?.click(),
	});
});
