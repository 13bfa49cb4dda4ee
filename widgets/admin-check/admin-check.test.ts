import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testContext } from '../../runtime/react/testing/island-kit';
import mount from './index';
import { needsNotice, showNotice } from './version-check';

type Scope = Record<string, unknown>;
const scope = window as unknown as Scope;

describe('file version table', () => {
	it.each([
		['missing', undefined, true],
		['null', null, true],
		['a bare string', '10.0.4', true],
		['empty', {}, true],
		['every plugin at 10.0.4', { 'jnews-essential': '10.0.4', 'jnews-social-share': '10.0.4' }, false],
		['one plugin behind', { 'jnews-essential': '10.0.4', 'jnews-social-share': '10.0.3' }, true],
		['one plugin ahead', { 'jnews-essential': '10.0.5' }, true],
		['a number instead of the string', { 'jnews-essential': 10.04 }, true],
	])('%s → notice %s', (_name, checker, expected) => {
		expect(needsNotice(checker)).toBe(expected);
	});

	it('calls the helper only where it has the functions', () => {
		const helper = { getMessage: vi.fn(), getNotice: vi.fn() };
		showNotice(helper);
		expect(helper.getMessage).toHaveBeenCalledOnce();
		expect(helper.getNotice).toHaveBeenCalledOnce();
		expect(() => showNotice(undefined)).not.toThrow();
		expect(() => showNotice({ getMessage: 'no' })).not.toThrow();
	});
});

describe('admin notice check island', () => {
	let helper: { getMessage: ReturnType<typeof vi.fn>; getNotice: ReturnType<typeof vi.fn> };
	beforeEach(() => {
		vi.useFakeTimers();
		helper = { getMessage: vi.fn(), getNotice: vi.fn() };
		Object.assign(scope, { jnewsHelper: helper, jnewsadmin: { ajax: '/wp-admin/admin-ajax.php' }, file_version_checker: { 'jnews-essential': '10.0.3' } });
	});
	afterEach(() => {
		vi.useRealTimers();
		for (const name of ['jnewsHelper', 'jnewsadmin', 'file_version_checker']) delete scope[name];
	});

	it('asks for the notice 2500 ms after load when a version differs', async () => {
		await mount(document.body, testContext());
		vi.advanceTimersByTime(2499);
		expect(helper.getNotice).not.toHaveBeenCalled();
		vi.advanceTimersByTime(1);
		expect(helper.getMessage).toHaveBeenCalledOnce();
		expect(helper.getNotice).toHaveBeenCalledOnce();
	});

	it('stays silent without the admin flag, or with every version at 10.0.4', async () => {
		delete scope.jnewsadmin;
		await mount(document.body, testContext());
		vi.advanceTimersByTime(3000);
		scope.jnewsadmin = {};
		scope.file_version_checker = { 'jnews-essential': '10.0.4' };
		await mount(document.body, testContext());
		vi.advanceTimersByTime(3000);
		expect(helper.getNotice).not.toHaveBeenCalled();
	});

	it('checks nothing once unmounted', async () => {
		const unmount = await mount(document.body, testContext());
		unmount?.();
		vi.advanceTimersByTime(3000);
		expect(helper.getNotice).not.toHaveBeenCalled();
	});
});
