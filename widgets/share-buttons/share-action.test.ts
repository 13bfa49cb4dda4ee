import { describe, expect, it } from 'vitest';
import { shareAction, shareLabel } from './share-action';

const link = (className: string) => {
	const anchor = document.createElement('a');
	anchor.className = className;
	return anchor;
};

describe('shareAction', () => {
	it.each([
		['jeg_btn-facebook expanded', { kind: 'popup', features: 'height=570,width=750' }],
		['jeg_btn-stumbleupon', { kind: 'popup', features: 'height=730,width=560' }],
		['jeg_btn-email', { kind: 'follow' }],
		['jeg_btn-whatsapp', { kind: 'follow' }],
		['jeg_btn-line', { kind: 'follow' }],
		['jeg_btn-toggle', { kind: 'toggle' }],
		['jeg_btn-qrcode', { kind: 'image' }],
		['jeg_btn-wechat', { kind: 'image' }],
		['jeg_btn-google-plus removed', { kind: 'inert' }],
	])('%s → %o', (className, action) => {
		expect(shareAction(link(className))).toEqual(action);
	});

	it('names icon-only links after their network', () => {
		expect(shareLabel(link('jeg_btn-twitter'))).toBe('Share on X (Twitter)');
		expect(shareLabel(link('jeg_btn-toggle'))).toBe('More share options');
	});
});
