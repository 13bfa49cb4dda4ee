import { describe, expect, it } from 'vitest';
import { formStates, valueStates } from './availability';
import { HOODIE, variation } from './fixtures';

const COLORS = ['blue', 'green'];
const SIZES = ['s', 'm', 'l'];
const none = { attribute_pa_color: '', attribute_pa_size: '' };
const plain = (map: Map<string, string>) => Object.fromEntries(map);

describe('valueStates', () => {
	it('with nothing chosen, every value with a stocked variation is available', () => {
		expect(plain(valueStates(HOODIE, none, 'attribute_pa_color', COLORS))).toEqual({ blue: 'available', green: 'available' });
		expect(plain(valueStates(HOODIE, none, 'attribute_pa_size', SIZES))).toEqual({ s: 'available', m: 'available', l: 'available' });
	});

	it('green chosen: L has only an out-of-stock variation, so it is no-stock (still selectable)', () => {
		expect(plain(valueStates(HOODIE, { ...none, attribute_pa_color: 'green' }, 'attribute_pa_size', SIZES))).toEqual({
			s: 'available',
			m: 'available',
			l: 'no-stock',
		});
	});

	it('leaves the attribute itself out, so it can always be switched', () => {
		expect(plain(valueStates(HOODIE, { attribute_pa_color: 'green', attribute_pa_size: 'l' }, 'attribute_pa_color', COLORS))).toEqual({
			blue: 'available',
			green: 'no-stock',
		});
	});

	it('a value no variation has with the other choices is detached (taken out of the select); one only inactive variations have is disabled', () => {
		const data = [
			variation(1, { attribute_pa_color: 'blue', attribute_pa_size: 's' }),
			variation(2, { attribute_pa_color: 'green', attribute_pa_size: 'm' }),
			variation(3, { attribute_pa_color: 'green', attribute_pa_size: 'l' }, { variation_is_active: false }),
		];
		expect(plain(valueStates(data, { ...none, attribute_pa_color: 'green' }, 'attribute_pa_size', SIZES))).toEqual({
			s: 'detached',
			m: 'available',
			l: 'disabled',
		});
	});

	it('an "any" variation makes every value possible', () => {
		const data = [
			variation(1, { attribute_pa_color: 'blue', attribute_pa_size: '' }),
			variation(2, { attribute_pa_color: 'green', attribute_pa_size: 's' }, { is_in_stock: false }),
		];
		expect(plain(valueStates(data, { ...none, attribute_pa_color: 'blue' }, 'attribute_pa_size', SIZES))).toEqual({ s: 'available', m: 'available', l: 'available' });
		expect(plain(valueStates(data, { ...none, attribute_pa_color: 'green' }, 'attribute_pa_size', SIZES))).toEqual({ s: 'no-stock', m: 'detached', l: 'detached' });
	});

	it('a stocked variation wins over an out-of-stock one for the same value', () => {
		const data = [
			variation(1, { attribute_pa_color: '', attribute_pa_size: 'l' }, { is_in_stock: false }),
			variation(2, { attribute_pa_color: 'blue', attribute_pa_size: 'l' }),
		];
		expect(valueStates(data, { ...none, attribute_pa_color: 'blue' }, 'attribute_pa_size', ['l']).get('l')).toBe('available');
	});
});

describe('formStates', () => {
	it('computes every attribute at once', () => {
		const states = formStates(HOODIE, { attribute_pa_color: 'green', attribute_pa_size: '' }, { attribute_pa_color: COLORS, attribute_pa_size: SIZES });
		expect(plain(states.attribute_pa_color)).toEqual({ blue: 'available', green: 'available' });
		expect(states.attribute_pa_size.get('l')).toBe('no-stock');
	});
});
