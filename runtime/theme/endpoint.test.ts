import { afterEach, describe, expect, it, vi } from 'vitest';
import { themeCall } from './endpoint';

const answer = (body: string, type: string) => vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { headers: { 'Content-Type': type } })));

afterEach(() => vi.unstubAllGlobals());

describe('themeCall for an HTML fragment', () => {
	it('passes a fragment, and an empty answer typed as HTML (the theme’s "nothing")', async () => {
		answer('<div class="jeg_post">Harbour</div>', 'text/html; charset=UTF-8');
		expect(await themeCall({ action: 'jnews_ajax_live_search' }, { expect: 'text' })).toMatchObject({ ok: true, data: '<div class="jeg_post">Harbour</div>' });
		answer('', 'text/html; charset=UTF-8');
		expect(await themeCall({ action: 'jnews_ajax_live_search' }, { expect: 'text' })).toMatchObject({ ok: true, data: '' });
	});

	it('refuses a whole page answering 200 (a host’s maintenance page): it is not the fragment asked for', async () => {
		const page = '<!DOCTYPE html>\n<html lang="en"><body><h1>Service temporarily unavailable</h1></body></html>';
		answer(page, 'text/html; charset=UTF-8');
		expect(await themeCall({ action: 'jnews_build_mega_category_1' }, { expect: 'text' })).toEqual({ ok: false, kind: 'non-json', status: 200, text: page });
		answer('  <html><body>down</body></html>', 'text/html');
		expect(await themeCall({ action: 'jnews_build_mega_category_1' }, { expect: 'text' })).toMatchObject({ ok: false, kind: 'non-json' });
	});

	it('refuses an answer typed as JSON, broken or empty (a PHP notice before wp_send_json, a handler that died)', async () => {
		answer('<br />\n<b>Warning</b>: oops {"fragments":{', 'application/json; charset=UTF-8');
		expect(await themeCall({ action: 'jnews_ajax_live_search' }, { expect: 'text' })).toMatchObject({ ok: false, kind: 'non-json', status: 200 });
		answer('', 'application/json; charset=UTF-8');
		expect(await themeCall({ action: 'jnews_ajax_live_search' }, { expect: 'text' })).toMatchObject({ ok: false, kind: 'non-json' });
	});

	it('leaves JSON calls as they were', async () => {
		answer('{"content":"<div></div>","next":true,"prev":false}', 'application/json');
		expect(await themeCall({ action: 'jnews_module_ajax_JNews_Block_3' })).toMatchObject({ ok: true, data: { next: true } });
	});
});
