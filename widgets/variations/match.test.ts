import { describe, expect, it } from 'vitest';
import { HOODIE, variation } from './fixtures';
import { allChosen, chosenCount, findMatchingVariations, isMatch } from './match';

const ids = (list: { variation_id: number }[]) => list.map((v) => v.variation_id);

describe('isMatch (WooCommerce rule: either side empty, or equal)', () => {
	it('matches equal values and rejects a different one', () => {
		expect(isMatch({ attribute_pa_color: 'blue' }, { attribute_pa_color: 'blue' })).toBe(true);
		expect(isMatch({ attribute_pa_color: 'blue' }, { attribute_pa_color: 'green' })).toBe(false);
	});

	it('a variation value "" means any: it matches every choice', () => {
		expect(isMatch({ attribute_pa_color: '', attribute_pa_size: 'm' }, { attribute_pa_color: 'green', attribute_pa_size: 'm' })).toBe(true);
		expect(isMatch({ attribute_pa_color: '', attribute_pa_size: 'm' }, { attribute_pa_color: 'green', attribute_pa_size: 's' })).toBe(false);
	});

	it('an unchosen ("" or missing) attribute does not exclude', () => {
		expect(isMatch({ attribute_pa_color: 'blue', attribute_pa_size: 'l' }, { attribute_pa_color: '', attribute_pa_size: 'l' })).toBe(true);
		expect(isMatch({ attribute_pa_color: 'blue', attribute_pa_size: 'l' }, { attribute_pa_size: 'l' })).toBe(true);
	});

	it('ignores inherited keys of the choice', () => {
		expect(isMatch({ toString: 'x' } as Record<string, string>, {})).toBe(true);
	});
});

describe('findMatchingVariations', () => {
	it('finds the one full match', () => {
		expect(ids(findMatchingVariations(HOODIE, { attribute_pa_color: 'blue', attribute_pa_size: 'l' }))).toEqual([18]);
	});

	it('narrows by a partial choice, in data order', () => {
		expect(ids(findMatchingVariations(HOODIE, { attribute_pa_color: 'green', attribute_pa_size: '' }))).toEqual([19, 20, 21]);
	});

	it('returns the specific and the "any" variation, first one first', () => {
		const data = [
			variation(1, { attribute_pa_color: 'blue', attribute_pa_size: 'm' }),
			variation(2, { attribute_pa_color: '', attribute_pa_size: 'm' }),
			variation(3, { attribute_pa_color: '', attribute_pa_size: '' }),
		];
		expect(ids(findMatchingVariations(data, { attribute_pa_color: 'blue', attribute_pa_size: 'm' }))).toEqual([1, 2, 3]);
		expect(ids(findMatchingVariations(data, { attribute_pa_color: 'red', attribute_pa_size: 'm' }))).toEqual([2, 3]);
		expect(ids(findMatchingVariations(data, { attribute_pa_color: 'red', attribute_pa_size: 'xl' }))).toEqual([3]);
	});

	it('finds nothing for a combination no variation has', () => {
		expect(findMatchingVariations(HOODIE, { attribute_pa_color: 'red', attribute_pa_size: 'l' })).toEqual([]);
	});
});

describe('allChosen / chosenCount', () => {
	it('needs every attribute, and at least one', () => {
		expect(allChosen({ a: 'x', b: 'y' })).toBe(true);
		expect(allChosen({ a: 'x', b: '' })).toBe(false);
		expect(allChosen({})).toBe(false);
		expect(chosenCount({ a: 'x', b: '', c: 'z' })).toBe(2);
	});
});
