import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteAjax, siteLanguage } from './site-ajax';

afterEach(() => vi.unstubAllGlobals());

const sentBody = (fetch: { mock: { calls: unknown[][] } }) => String((fetch.mock.calls[0] as [string, RequestInit])[1].body);

describe('site-ajax transport', () => {
	it('adds lang (jnewsoption.language) after the call fields, on every call', async () => {
		const fetch = vi.fn(async () => new Response('{}'));
		vi.stubGlobal('fetch', fetch);
		vi.stubGlobal('jnewsoption', { language: 'fr_FR', module_prefix: 'jnews_module_ajax_' });
		await siteAjax('/wp-admin/admin-ajax.php', { form: { action: 'load_fragments', context: 'frontend' }, timeoutMs: 1000 });
		expect(sentBody(fetch)).toBe('action=load_fragments&context=frontend&lang=fr_FR');
	});

	it('sends an empty lang where the theme printed no options, and reads only a string or a number', () => {
		expect(siteLanguage()).toBe('');
		vi.stubGlobal('jnewsoption', { language: { evil: true } });
		expect(siteLanguage()).toBe('');
		vi.stubGlobal('jnewsoption', { language: 'de' });
		expect(siteLanguage()).toBe('de');
	});
});
