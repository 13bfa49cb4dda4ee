import { describe, expect, it } from 'vitest';
import { formBody } from '../../../runtime/http/form-encode';
import { moveId, reorderedRows, rowIds, sortFields } from './sort-rows';

const table = () => {
	const form = document.createElement('form');
	form.innerHTML = '<table class="wishlist_table sortable" data-token="RN6VRZ64MGIL" data-page="1" data-per-page="5"><tbody>' +
		['11', '12', '15'].map((id, i) => `<tr data-row-id="${id}"><td class="product-arrange"><input type="hidden" name="items[${id}][position]" value="${i}"></td></tr>`).join('') + '</tbody></table>';
	return form;
};

describe('sorting rows', () => {
	it('moves an id to an index, clamped', () => {
		expect(moveId(['11', '12', '15'], '15', 0)).toEqual(['15', '11', '12']);
		expect(moveId(['11', '12', '15'], '11', 9)).toEqual(['12', '15', '11']);
		expect(moveId(['11', '12', '15'], '12', -1)).toEqual(['12', '11', '15']);
	});

	it('reorders the copy and renumbers the hidden positions', () => {
		const copy = reorderedRows(table(), ['15', '11', '12']);
		expect(rowIds(copy)).toEqual(['15', '11', '12']);
		expect([...copy.querySelectorAll('input')].map((input) => input.getAttribute('value'))).toEqual(['0', '1', '2']);
	});

	it('sends positions[] in DOM order, jQuery-encoded', () => {
		const fields = sortFields(table().querySelector('table')!, ['12', '15']);
		expect(formBody(fields)).toBe('positions%5B%5D=12&positions%5B%5D=15&wishlist_token=RN6VRZ64MGIL&page=1&per_page=5');
	});
});
