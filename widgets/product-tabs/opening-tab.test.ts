import { describe, expect, it } from 'vitest';
import { openingTab, tabForHash } from './opening-tab';
import { orientationOf, tabAfterKey } from './tab-keys';

const TARGETS = ['#tab-description', '#tab-additional_information', '#tab-reviews'];
const at = (address: string) => new URL(address, 'http://shop.test/product/hoodie/');

describe('the tab a product page opens with', () => {
	it.each([
		['', 0],
		['#comment-12', 2],
		['#COMMENT-12', 2],
		['#reviews', 2],
		['#tab-reviews', 2],
		['#tab-additional_information', 1],
		['comment-page-2/#comments', 2],
		['?cpage=2', 2],
		['#respond', 0],
		['#tab-unknown', 0],
	])('%s: tab %i', (address, index) => expect(openingTab(TARGETS, at(address))).toBe(index));

	it('keeps the open tab for a later hash that names none, and opens the first for review addresses without a reviews tab', () => {
		expect(tabForHash(TARGETS, at('#top'))).toBeNull();
		expect(openingTab(['#tab-description'], at('#comment-3'))).toBe(0);
	});
});

describe('the tabs keys', () => {
	it('read the tabs’ axis from their layout', () => {
		expect(orientationOf([{ top: 0, left: 0 }, { top: 0, left: 120 }])).toBe('horizontal');
		expect(orientationOf([{ top: 0, left: 0 }, { top: 40, left: 0 }])).toBe('vertical');
		expect(orientationOf([{ top: 0, left: 0 }])).toBe('horizontal');
	});

	it('move along that axis only, wrapping, with the sides swapped right to left; Home and End on either', () => {
		expect(tabAfterKey('ArrowRight', 2, 3, 'horizontal', false)).toBe(0);
		expect(tabAfterKey('ArrowLeft', 0, 3, 'horizontal', false)).toBe(2);
		expect(tabAfterKey('ArrowLeft', 0, 3, 'horizontal', true)).toBe(1);
		expect(tabAfterKey('ArrowDown', 0, 3, 'horizontal', false)).toBeNull();
		expect(tabAfterKey('ArrowDown', 0, 3, 'vertical', false)).toBe(1);
		expect(tabAfterKey('ArrowUp', 0, 3, 'vertical', false)).toBe(2);
		expect(tabAfterKey('ArrowRight', 0, 3, 'vertical', false)).toBeNull();
		expect(tabAfterKey('Home', 2, 3, 'vertical', false)).toBe(0);
		expect(tabAfterKey('End', 0, 3, 'horizontal', true)).toBe(2);
		expect(tabAfterKey('Enter', 0, 3, 'horizontal', false)).toBeNull();
	});
});
