import { describe, expect, it } from 'vitest';
import { sentWithoutTemplate } from './estimate-dialog';

describe('sentWithoutTemplate', () => {
	it('is a success that lost its template, with or without its message', () => {
		expect(sentWithoutTemplate({ result: true, message: 'Estimate request sent' })).toBe(true);
		expect(sentWithoutTemplate({ result: true })).toBe(true);
	});

	it('is not a complete success, a failure or something else', () => {
		expect(sentWithoutTemplate({ result: true, message: 'Estimate request sent', template: '<div></div>' })).toBe(false);
		expect(sentWithoutTemplate({ result: false, message: 'Missing required argument: Phone' })).toBe(false);
		expect(sentWithoutTemplate({ result: true, message: 42 })).toBe(false);
		for (const value of [null, 'true', 1, []]) expect(sentWithoutTemplate(value)).toBe(false);
	});
});
