// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attrs, escUrl, escapeHtml, html, raw } from './html';
import { phpJson, scriptJson } from './php-json';

describe('html`` escaping', () => {
	it('escapes every interpolation unless it is raw() or already Html', () => {
		const name = '<img src=x onerror=alert(1)> "Tom\'s" & co';
		const out = html`<p title="${name}">${name}${raw('<b>ok</b>')}${html`<i>${'<'}</i>`}</p>`.value;
		expect(out).toBe(
			'<p title="&lt;img src=x onerror=alert(1)&gt; &quot;Tom&#039;s&quot; &amp; co">&lt;img src=x onerror=alert(1)&gt; &quot;Tom&#039;s&quot; &amp; co<b>ok</b><i>&lt;</i></p>',
		);
	});

	it('flattens arrays and drops null, undefined and booleans', () => {
		expect(html`${['a', null, undefined, false, true, 1]}`.value).toBe('a1');
	});

	it('prints URLs as esc_url does and attributes in order', () => {
		expect(escUrl('/cart/?remove_item=k&_wpnonce=n').value).toBe('/cart/?remove_item=k&#038;_wpnonce=n');
		expect(attrs({ a: '1', b: undefined, c: true, d: false, e: '"' }).value).toBe(' a="1" c e="&quot;"');
		expect(escapeHtml("'")).toBe('&#039;');
	});
});

describe('PHP-style JSON', () => {
	it('escapes slashes and non-ASCII like json_encode', () => {
		expect(phpJson({ url: '/cart/', name: '“Mug” é' })).toBe('{"url":"\\/cart\\/","name":"\\u201cMug\\u201d \\u00e9"}');
	});

	it('cannot close or comment out a script element', () => {
		const out = scriptJson({ x: '</script><!--' });
		expect(out).not.toContain('</script');
		expect(out).not.toContain('<!--');
		expect(JSON.parse(out)).toEqual({ x: '</script><!--' });
	});
});
