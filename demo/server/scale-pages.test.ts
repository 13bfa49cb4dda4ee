// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AJAX_HEADERS, useDemoServer } from './testing';

const server = useDemoServer();

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('scale pages', () => {
	it('prints n paging modules (clamped to 1..400), odd ones next/prev and even ones load more, with their settings', async () => {
		const html = await (await server.visitor.fetch('/demo/scale/modules/?n=200')).text();
		expect(count(html, /class="jeg_postblock_3 jeg_postblock jeg_module_hook /g)).toBe(200);
		expect(count(html, /jeg_pagination_nextprev/g)).toBe(100);
		expect(count(html, /jeg_pagination_loadmore/g)).toBe(100);
		expect(html).toContain('var jnews_module_scale_199 = {');
		expect(html).toContain('var jnewsoption');
		expect(count(await (await server.visitor.fetch('/demo/scale/modules/?n=5000')).text(), /jeg_module_hook /g)).toBe(400);
	});

	it('the wishlist staging fills the visitor\'s default list with n synthetic products, row k being "Scale item k"', async () => {
		const staged = await server.visitor.fetch('/demo/scale/wishlist/?n=500');
		expect(staged.status).toBe(303);
		expect(staged.headers.get('Location')).toBe('/wishlist/');
		const html = await (await server.visitor.fetch('/wishlist/')).text();
		expect(count(html, /<tr id="yith-wcwl-row-\d+" data-row-id="\d+">/g)).toBe(500);
		const names = [...html.matchAll(/>\s*(Scale item \d+)\s*<\/a>/g)].map((match) => match[1]);
		expect(names[0]).toBe('Scale item 1');
		expect(names.at(-1)).toBe('Scale item 500');
		// Staging again adds nothing twice.
		await server.visitor.fetch('/demo/scale/wishlist/?n=500');
		const { lists } = (await (await fetch(`${server.running.base}/demo/api/wishlists`)).json()) as { lists: { items: unknown[] }[] };
		expect(lists.map((list) => list.items.length)).toEqual([500]);
	});

	it('the comments page\'s button loads a 1,000-comment thread from the theme endpoint', async () => {
		const html = await (await server.visitor.fetch('/demo/scale/comments/')).text();
		const postId = /<div id="comments" class="ajax_comment_button" data-id="(\d+)"/.exec(html)?.[1];
		expect(html).toContain('Read All Comment');
		const body = new URLSearchParams({ action: 'jnews_ajax_comment', post_id: postId!, post_type: 'post', lang: 'en_US' });
		const thread = await (await server.visitor.fetch('/?ajax-request=jnews', { method: 'POST', headers: AJAX_HEADERS, body: body.toString() })).text();
		expect(count(thread, /<li class="comment">/g)).toBe(1000);
	});
});
