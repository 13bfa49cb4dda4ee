import { describe, expect, it } from 'vitest';
import { variation } from './fixtures';
import { DEFAULT_STOCK_THRESHOLD, stockLabel } from './stock-label';

const withStock = (max_qty: number | '', extra = {}) => variation(1, {}, { max_qty, ...extra });

describe('stockLabel (threshold 5, product spec §9)', () => {
	it('defaults to 5', () => {
		expect(DEFAULT_STOCK_THRESHOLD).toBe(5);
	});

	it('says how many are left at or below the threshold', () => {
		expect(stockLabel(withStock(2))).toBe('Only 2 left in stock');
		expect(stockLabel(withStock(5))).toBe('Only 5 left in stock');
		expect(stockLabel(withStock(1))).toBe('Only 1 left in stock');
	});

	it('says nothing above the threshold, for untracked stock, out of stock or inactive', () => {
		expect(stockLabel(withStock(6))).toBe('');
		expect(stockLabel(withStock(''))).toBe('');
		expect(stockLabel(withStock(0))).toBe('');
		expect(stockLabel(withStock(2, { is_in_stock: false }))).toBe('');
		expect(stockLabel(withStock(2, { variation_is_active: false }))).toBe('');
		expect(stockLabel(undefined)).toBe('');
	});

	it('follows another threshold, and 0 turns it off', () => {
		expect(stockLabel(withStock(8), 10)).toBe('Only 8 left in stock');
		expect(stockLabel(withStock(1), 0)).toBe('');
	});

	it('uses the swatches plugin text when the shop sends variation_stock_left', () => {
		expect(stockLabel(withStock(2, { variation_stock_left: '2 left' }))).toBe('2 left');
		expect(stockLabel(withStock(2, { variation_stock_left: ' ' }))).toBe('Only 2 left in stock');
		expect(stockLabel(withStock(9, { variation_stock_left: '9 left' }))).toBe('');
	});
});
