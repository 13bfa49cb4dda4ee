import { describe, expect, it } from 'vitest';
import { readsRightToLeft } from './reading-direction';

describe('reading direction', () => {
	// The `dir` attribute's effect on the computed style is checked in Chromium (demo/rtl.e2e.ts): happy-dom does not apply it.
	it('reads the direction a style gives an element, inherited', () => {
		document.body.innerHTML = '<p id="ltr">a</p><div style="direction: rtl"><p id="rtl">b</p></div>';
		expect(readsRightToLeft(document.getElementById('ltr')!)).toBe(false);
		expect(readsRightToLeft(document.getElementById('rtl')!)).toBe(true);
	});
});
