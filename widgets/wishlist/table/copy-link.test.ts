import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyShareLink } from './copy-link';

const SHARE = '<div class="yith-wcwl-after-share-section"><input class="copy-target" readonly="readonly" type="url" id="yith_wcwl_share_url" value="https://shop.test/wishlist/view/ABC123/"><small>(Now <span class="copy-trigger">copy</span> this wishlist link)</small></div>';

afterEach(() => {
	vi.unstubAllGlobals();
	document.body.innerHTML = '';
});

describe('the share section’s copy', () => {
	it('writes the list’s URL to the clipboard in a secure context', async () => {
		document.body.innerHTML = SHARE;
		const writeText = vi.fn(() => Promise.resolve());
		vi.stubGlobal('navigator', { clipboard: { writeText } });
		vi.stubGlobal('isSecureContext', true);
		expect(await copyShareLink(document)).toBe(true);
		expect(writeText).toHaveBeenCalledWith('https://shop.test/wishlist/view/ABC123/');
	});

	it('elsewhere copies the selected field as the plugin did, and gives the focus back', async () => {
		document.body.innerHTML = `${SHARE}<button>before</button>`;
		vi.stubGlobal('isSecureContext', false);
		const execCommand = vi.fn(() => true);
		document.execCommand = execCommand;
		const button = document.querySelector('button')!;
		button.focus();
		expect(await copyShareLink(document)).toBe(true);
		expect(execCommand).toHaveBeenCalledWith('copy');
		expect(document.activeElement).toBe(button);
	});

	it('without a field or a URL there is nothing to copy', async () => {
		document.body.innerHTML = '<span class="copy-trigger">copy</span>';
		expect(await copyShareLink(document)).toBe(false);
		document.body.innerHTML = SHARE.replace(/value="[^"]*"/, 'value=""');
		expect(await copyShareLink(document)).toBe(false);
	});
});
