// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AJAX_HEADERS, useDemoServer } from './testing';

const server = useDemoServer();

const theme = async (fields: Record<string, string>) => {
	const response = await server.visitor.fetch('/?ajax-request=jnews', {
		method: 'POST',
		headers: AJAX_HEADERS,
		body: new URLSearchParams({ lang: 'en_US', ...fields }).toString(),
	});
	return { response, text: await response.text() };
};

const moduleFields = (page: number, mode = 'nextprev', extra: Record<string, string> = {}) => ({
	action: 'jnews_module_ajax_JNews_Block_3',
	module: 'true',
	'data[filter]': '0',
	'data[filter_type]': 'all',
	'data[current_page]': String(page),
	'data[attribute][class]': 'JNews_Block_3',
	'data[attribute][pagination_mode]': mode,
	'data[attribute][number_post]': '2',
	'data[attribute][pagination_number_post]': '2',
	'data[attribute][include_category]': '72',
	'data[attribute][include_tag]': '12',
	...extra,
});

describe('the theme endpoint (/?ajax-request=jnews)', () => {
	it('pages a module to its end: wrapped content for next/prev, bare items for load more', async () => {
		const first = JSON.parse((await theme(moduleFields(1))).text);
		expect(first).toMatchObject({ next: true, prev: false });
		expect(first.content).toContain('jeg_load_more_flag');
		let page = 1;
		let last = first;
		while (last.next) last = JSON.parse((await theme(moduleFields(++page))).text);
		expect(page).toBeGreaterThan(3);
		expect(last.prev).toBe(true);
		const more = JSON.parse((await theme(moduleFields(2, 'loadmore'))).text);
		expect(more.content.startsWith('<article class="jeg_post')).toBe(true);
	});

	it('filters by category and answers an unknown block with an empty body', async () => {
		const filtered = JSON.parse((await theme(moduleFields(1, 'nextprev', { 'data[filter]': '75', 'data[filter_type]': 'category', 'data[attribute][include_tag]': '' }))).text);
		expect(filtered.content).toContain('jeg_post');
		expect((await theme({ ...moduleFields(1), action: 'jnews_module_ajax_Evil' })).text).toBe('');
		expect((await theme({ action: 'nothing_here' })).text).toBe('');
	});

	it('answers live search with items or nothing, and the side feed with pages', async () => {
		expect((await theme({ action: 'jnews_ajax_live_search', s: 'harbour' })).text).toContain('jeg_pl_xs_3');
		expect((await theme({ action: 'jnews_ajax_live_search', s: 'zzzz' })).text).toBe('');
		const feed = JSON.parse((await theme({ action: 'jnews_newsfeed_load', 'data[paged]': '2', 'data[sort_by]': 'latest', 'data[include_category]': '' })).text);
		expect(feed).toMatchObject({ next: true, prev: true });
	});

	it('logs in only with a fresh jnews_nonce, and says why otherwise', async () => {
		expect((await theme({ action: 'login_handler', username: 'reader', password: 'reader', jnews_nonce: 'stale' })).text).toBe('');
		const { jnews_nonce } = JSON.parse((await theme({ action: 'jnews_refresh_nonce', refresh_action_nonce: 'jnews_nonce' })).text);
		const wrong = JSON.parse((await theme({ action: 'login_handler', username: 'reader', password: 'nope', jnews_nonce })).text);
		expect(wrong).toMatchObject({ response: '0' });
		const ok = JSON.parse((await theme({ action: 'login_handler', username: 'reader', password: 'reader', jnews_nonce })).text);
		expect(ok).toEqual({ response: 1, refresh: 1, string: 'Login successful. Please wait while you are being redirected.' });
		expect([...server.visitor.cookies.keys()].some((name) => name.startsWith('wordpress_logged_in_'))).toBe(true);
	});

	it('accepts only a reCAPTCHA token the fake library got for the site key, as siteverify would', async () => {
		const { jnews_nonce } = JSON.parse((await theme({ action: 'jnews_refresh_nonce', refresh_action_nonce: 'jnews_nonce' })).text);
		const login = (token: string) => theme({ action: 'login_handler', username: 'reader', password: 'nope', jnews_nonce, 'g-recaptcha-response': token }).then(({ text }) => JSON.parse(text).string);
		const issue = (key: string) => server.visitor.fetch(`/demo/recaptcha/userverify?k=${key}`, { method: 'POST' });
		expect((await issue('someone-elses-key')).status).toBe(400);
		const { token } = (await (await issue('6LdemoSiteKey-islands')).json()) as { token: string };
		const forged = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
		expect([await login(''), await login('made-up'), await login(forged)]).toEqual(['Invalid Recaptcha!', 'Invalid Recaptcha!', 'Invalid Recaptcha!']);
		expect(await login(token)).toBe('The password you entered for the username is incorrect.');
	});

	it('counts a view, answers the cart detail, and the comments section', async () => {
		const counted = JSON.parse((await theme({ action: 'jnews_first_load_action', jnews_id: '332', 'load_action[0]': 'view_counter' })).text);
		expect(Object.keys(counted.counter)).toEqual(['total_view', 'total_share', 'total_comment']);
		expect(JSON.parse((await theme({ action: 'jnews_ajax_cart_detail' })).text)).toMatch(/^Cart \/ <span class="woocommerce-Price-amount amount">/);
		expect((await theme({ action: 'jnews_ajax_comment', post_id: '332', post_type: 'post' })).text).toContain('id="comments"');
	});

	it('flags a call without lang or X-Requested-With', async () => {
		const response = await server.visitor.fetch('/?ajax-request=jnews', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=jnews_ajax_cart_detail' });
		expect(response.headers.get('x-demo-violation')).toContain('lang');
		expect(response.headers.get('x-demo-violation')).toContain('X-Requested-With');
	});
});
