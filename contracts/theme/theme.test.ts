// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readRecaptchaApi, RECAPTCHA_API } from './recaptcha';
import { formBody } from '../../runtime/http/form-encode';
import {
	accountRefreshes,
	accountSucceeded,
	DEFAULT_MESSAGES,
	isAccountResponse,
	isFeedResponse,
	isFirstLoadResponse,
	isModuleAttribute,
	isModuleResponse,
	isRefreshNonceResponse,
	moduleRequest,
	readFirstLoadActions,
	readThemeAjaxUrl,
	readThemeOptions,
	scrollLimit,
} from './index';

afterEach(() => vi.restoreAllMocks());

describe('jnewsoption', () => {
	it('reads wp_localize_script strings into values', () => {
		const options = readThemeOptions({
			jnewsoption: { language: 'en_US', module_prefix: 'jnews_module_ajax_', live_search: '1', postid: '72', isblog: '1', ismobile: '', recaptcha: '0', login_reload: 'http://x/a/', lang: { empty_email: 'Email?' } },
		});
		expect(options).toMatchObject({ language: 'en_US', liveSearch: true, postId: 72, isBlog: true, isMobile: false, recaptcha: false });
		expect(options?.messages).toEqual({ ...DEFAULT_MESSAGES, empty_email: 'Email?' });
	});

	it('reads real booleans and numbers the same way', () => {
		expect(readThemeOptions({ jnewsoption: { live_search: false, postid: 5, recaptcha: 1 } })).toMatchObject({ liveSearch: false, postId: 5, recaptcha: true });
	});

	it('defaults live search on and the module prefix when absent', () => {
		expect(readThemeOptions({ jnewsoption: {} })).toMatchObject({ liveSearch: true, modulePrefix: 'jnews_module_ajax_', language: '' });
	});

	it('is null quietly when missing and with one warning when corrupt', () => {
		const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
		expect(readThemeOptions({})).toBeNull();
		expect(warn).not.toHaveBeenCalled();
		expect(readThemeOptions({ jnewsoption: { lang: 'x', postid: {} } })).toBeNull();
		expect(warn).toHaveBeenCalledOnce();
		expect(String(warn.mock.calls[0][0])).toContain('postid');
	});
});

describe('jnews_ajax_url and jfla', () => {
	it('resolves the printed relative URL against the page, with the fallback when absent', () => {
		expect(readThemeAjaxUrl('http://site.test/fr/article/x/', { jnews_ajax_url: '/fr/?ajax-request=jnews' })).toBe('http://site.test/fr/?ajax-request=jnews');
		expect(readThemeAjaxUrl('http://site.test/a/', {})).toBe('http://site.test/?ajax-request=jnews');
		expect(readThemeAjaxUrl('http://site.test/a/', { jnews_ajax_url: 5 })).toBe('http://site.test/?ajax-request=jnews');
	});

	it('reads jfla as a list of names', () => {
		expect(readFirstLoadActions({ jfla: ['view_counter'] })).toEqual(['view_counter']);
		expect(readFirstLoadActions({ jfla: 'view_counter' })).toEqual([]);
		expect(readFirstLoadActions({})).toEqual([]);
	});
});

describe('module paging', () => {
	const attribute = { class: 'JNews_Block_3', pagination_mode: 'nextprev', number_post: '2', pagination_number_post: { size: 2 }, pagination_scroll_limit: '3' };

	it('accepts block settings with a class and a mode only', () => {
		expect(isModuleAttribute(attribute)).toBe(true);
		expect(isModuleAttribute({ pagination_mode: 'nextprev' })).toBe(false);
		expect(isModuleAttribute({ class: 'x"];alert(1)', pagination_mode: 'nextprev' })).toBe(false);
	});

	it('builds the request jQuery would send: prefix + class, module=true, nested data', () => {
		const request = moduleRequest('jnews_module_ajax_', { filter: 0, filter_type: 'all', current_page: 2, attribute }, 'en_US');
		const body = decodeURIComponent(formBody(request as unknown as Record<string, unknown>));
		expect(body).toBe(
			'action=jnews_module_ajax_JNews_Block_3&module=true&data[filter]=0&data[filter_type]=all&data[current_page]=2' +
				'&data[attribute][class]=JNews_Block_3&data[attribute][pagination_mode]=nextprev&data[attribute][number_post]=2' +
				'&data[attribute][pagination_number_post][size]=2&data[attribute][pagination_scroll_limit]=3&lang=en_US',
		);
	});

	it('reads the scroll limit, 0 and nonsense meaning unlimited', () => {
		expect(scrollLimit(attribute)).toBe(3);
		expect(scrollLimit({ ...attribute, pagination_scroll_limit: '0' })).toBe(0);
		expect(scrollLimit({ ...attribute, pagination_scroll_limit: 'x' })).toBe(0);
	});

	it('accepts {content, next, prev} only', () => {
		expect(isModuleResponse({ content: '<p>', next: true, prev: false })).toBe(true);
		expect(isModuleResponse({ content: '<p>', next: 'true', prev: false })).toBe(false);
		expect(isFeedResponse({ content: 1, next: true, prev: false })).toBe(false);
	});
});

describe('account answers', () => {
	it('compares 1 strictly and 0 loosely', () => {
		const ok = { response: 1, string: 'Login successful.', refresh: 1 };
		expect(isAccountResponse(ok) && accountSucceeded(ok) && accountRefreshes(ok)).toBe(true);
		const failed = { response: '0', string: 'Password is required.' };
		expect(isAccountResponse(failed)).toBe(true);
		expect(accountSucceeded(failed as never)).toBe(false);
		expect(isAccountResponse({ response: 2, string: '' })).toBe(false);
		expect(isAccountResponse({ response: 1 })).toBe(false);
	});

	it('needs a non-empty refreshed nonce', () => {
		expect(isRefreshNonceResponse({ jnews_nonce: 'abc123' })).toBe(true);
		expect(isRefreshNonceResponse({ jnews_nonce: '' })).toBe(false);
		expect(isRefreshNonceResponse(null)).toBe(false);
	});
});

describe('first-load answer', () => {
	it('takes counters as a map and ignores nothing else', () => {
		expect(isFirstLoadResponse({ view_counter: 'ok', counter: { total_view: '1.2K' } })).toBe(true);
		expect(isFirstLoadResponse({ counter: 'x' })).toBe(false);
	});
});

describe('the reCAPTCHA library URL', () => {
	it('is Google’s unless jnewsoption.recaptcha_api names an http(s) URL or a root-relative path', () => {
		expect(readRecaptchaApi({})).toBe(RECAPTCHA_API);
		expect(readRecaptchaApi({ jnewsoption: { recaptcha_api: ' /demo/assets/recaptcha/api.js ' } })).toBe('/demo/assets/recaptcha/api.js');
		expect(readRecaptchaApi({ jnewsoption: { recaptcha_api: 'https://www.recaptcha.net/recaptcha/api.js' } })).toBe('https://www.recaptcha.net/recaptcha/api.js');
		for (const bad of ['javascript:alert(1)', '//evil.example/api.js', 'api.js', 1, null]) expect(readRecaptchaApi({ jnewsoption: { recaptcha_api: bad } })).toBe(RECAPTCHA_API);
	});
});
