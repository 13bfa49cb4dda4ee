import { afterEach, describe, expect, it, vi } from 'vitest';
import { shareBar } from '../../demo/server/render/jnews/reading-markup';
import { openLightbox } from '../../runtime/lightbox/api';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { ShareList } from './share-list';
import mount from './index';

vi.mock('../../runtime/lightbox/api', () => ({ openLightbox: vi.fn(() => Promise.resolve()) }));
afterEach(() => vi.restoreAllMocks());

const markup = shareBar('http://127.0.0.1/news/a/', 'A story').value;

describe('share list', () => {
	const render = (element: HTMLElement) => <ShareList element={element} />;
	itHydratesByteForByte('share bar', markup, render);
	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		use: (element) => element.querySelector<HTMLElement>('.jeg_btn-toggle')?.click(),
	});

	it('shows a QR code link’s image in the lightbox, with no jQuery or prettyPhoto on the page', async () => {
		const opened = vi.spyOn(window, 'open').mockReturnValue(null);
		const bar = fixture('<div class="jeg_share_button"><div class="jeg_sharelist"><a href="https://example.test/qr?text=a" rel="nofollow" class="jeg_btn-qrcode"><i class="fa fa-qrcode"></i><span>QR Code</span></a></div></div>');
		const unmount = hydrateForTest(bar, render(bar));
		const link = bar.querySelector('a')!;
		const click = new MouseEvent('click', { bubbles: true, cancelable: true });
		await act(async () => {
			link.dispatchEvent(click);
		});
		expect(click.defaultPrevented).toBe(true);
		expect(openLightbox).toHaveBeenCalledWith('https://example.test/qr?text=a', { opener: link });
		expect(opened).not.toHaveBeenCalled();
		unmount();
	});
});
