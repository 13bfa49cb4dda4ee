// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing';

const server = useDemoServer();

const page = async (path: string) => (await server.visitor.fetch(path)).text();
const apply = (query: string) => server.visitor.fetch(`/demo/settings?${query}`);
const ARCHIVE_POST = '/article/council-budget-232/';
const postWrap = (html: string) => /<div class="post-wrap">[\s\S]*?<div class="jnews_related_post_container">/.exec(html)?.[0] ?? '';

describe('reading stagings (issue 17)', () => {
	it('articleEmbeds: each archive post\'s body holds a ticker, a GIF and its own playlist, with jnewsoption.gif on', async () => {
		expect(postWrap(await page(ARCHIVE_POST))).not.toContain('content-inner');
		await apply('articleEmbeds=on');
		for (const [path, id] of [[ARCHIVE_POST, 332], ['/article/school-meals-227/', 327]] as const) {
			const html = await page(path);
			const wrap = postWrap(html);
			expect(wrap).toContain('<div class="entry-content"><div class="content-inner">');
			expect(wrap).toContain('<div class="jeg_news_ticker" data-autoplay="true" data-delay="3000" data-animation="horizontal">');
			expect(wrap).toContain('<img class="aligncenter size-full" src="/news/media/breaking.gif"');
			expect(wrap).toContain(`data-unique="jnews_module_video_post_${id}"`);
			expect(wrap).toContain(`<script>var jnews_module_video_post_${id} = {`);
			expect(html).toMatch(/var jnewsoption = \{[^<]*"gif":"1"/);
		}
	});

	it('sideFeedPane: the page gets the rule that makes the feed scroll in its own pane', async () => {
		const rule = '<style id="jnews-sidefeed-pane-css">';
		expect(await page(ARCHIVE_POST)).not.toContain(rule);
		await apply('sideFeedPane=pane');
		expect(await page(ARCHIVE_POST)).toContain(rule);
	});

	it('the zoom post prints its own steps; the others the theme\'s defaults', async () => {
		expect(await page('/news/a-week-without-a-phone/')).toContain('<div class="jeg_meta_zoom" data-in-step="5" data-out-step="4">');
		expect(await page('/news/city-council-approves-night-trams/')).toContain('<div class="jeg_meta_zoom" data-in-step="3" data-out-step="2">');
	});

	it('/demo/jnews-storage/ is a JNews page with the inline library in its head before the bundle, and no shop markup', async () => {
		const html = await page('/demo/jnews-storage/');
		expect(html).toMatch(/<body class="[^"]*\bjnews\b/);
		const head = html.slice(0, html.indexOf('</head>'));
		expect(head).toContain('jnews.library = {');
		expect(head.indexOf('jnews.library = {')).toBeLessThan(html.indexOf('/dist/islands.js'));
		expect(html).not.toContain('wc_add_to_cart_params');
		expect((await server.visitor.fetch('/demo/jnews-storage')).status).toBe(301);
	});
});
