import { afterEach, describe, expect, it } from 'vitest';
import { __, sprintf } from './i18n';

const global = globalThis as Record<string, unknown>;
afterEach(() => delete global.shopIslandsL10n);

describe('__', () => {
	it('says the English when the page printed no translations, or a corrupt object', () => {
		expect(__('Close')).toBe('Close');
		global.shopIslandsL10n = 'not an object';
		expect(__('Close')).toBe('Close');
	});

	it('says the translation the plugin printed, and the English for an empty or non-string one', () => {
		global.shopIslandsL10n = { Close: 'Schließen', Next: '', Previous: 3 };
		expect([__('Close'), __('Next'), __('Previous'), __('Open')]).toEqual(['Schließen', 'Next', 'Previous', 'Open']);
	});
});

describe('sprintf', () => {
	it('fills placeholders in order and by position, as a translator may reorder them', () => {
		expect(sprintf('%s removed from %s.', 'Mug', 'the wishlist')).toBe('Mug removed from the wishlist.');
		expect(sprintf('%2$s: %1$s', 'Mug', 'Removed')).toBe('Removed: Mug');
		expect(sprintf('Slide %d of %d, 100%%', 2.7, 5)).toBe('Slide 2 of 5, 100%');
		expect(sprintf('%s and %s', 'one')).toBe('one and %s');
	});
});
