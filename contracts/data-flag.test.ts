import { describe, expect, it } from 'vitest';
import { dataFlag, dataNumber } from './data-flag';

describe('data flags', () => {
	it('takes empty, 0, false, no, off and a missing attribute as off, any other value as on', () => {
		expect(['', '0', 'false', 'FALSE', ' no ', 'off', null, undefined].map(dataFlag)).toEqual(Array(8).fill(false));
		expect(['1', 'true', 'yes', 'on', 'autoplay', '5000'].map(dataFlag)).toEqual(Array(6).fill(true));
	});

	it('reads numbers with a fallback', () => {
		expect([dataNumber('5000', 1), dataNumber('', 3000), dataNumber('x', 3), dataNumber('-4', 20), dataNumber(null, 5)]).toEqual([5000, 3000, 3, 20, 5]);
	});
});
