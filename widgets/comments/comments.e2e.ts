import { describe, expect, it } from 'vitest';
import { setFault, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/article/council-budget-232/';

describe('comments', () => {
	it('loads the comments once, in the button’s place', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto(ARTICLE);
		await page.locator('#comments .button').scrollIntoViewIfNeeded();
		await page.locator('#comments .button').dblclick();
		await expect.poll(() => page.locator('.jeg_comments .commentlist').count()).toBe(1);
		expect(await page.locator('.ajax_comment_button').count()).toBe(0);
		const sent = demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_comment');
		expect(sent).toHaveLength(1);
		expect([sent[0].body.get('post_id'), sent[0].body.get('post_type'), sent[0].body.get('lang')]).toEqual(['332', 'post', 'en_US']);
	});

	it.each(['invalid-json', 'html', '500'])('never puts a %s reply in the article: the button stays, says why, and a retry loads the comments', async (fault) => {
		const demo = await openPage();
		const { page } = demo;
		await setFault(demo.context, fault, { demo_fault_endpoint: 'jnews_ajax_comment' });
		await demo.goto(ARTICLE);
		const button = page.locator('#comments.ajax_comment_button .button');
		await button.scrollIntoViewIfNeeded();
		await button.click();
		await expect.poll(() => page.locator('#a11y-speak-polite').textContent()).toMatch(/^The comments could not be loaded\. .+ Please try again\.$/);
		expect(await button.textContent()).toBe('Read All Comment');
		const article = (await page.locator('.post-wrapper').textContent()) ?? '';
		expect(article).not.toMatch(/Warning|fragments|Service temporarily unavailable/);
		expect(await page.locator('#comments').count()).toBe(1);
		await setFault(demo.context, null);
		await button.click();
		await expect.poll(() => page.locator('.jeg_comments .commentlist').count()).toBe(1);
		expect(await page.locator('.ajax_comment_button').count()).toBe(0);
		expect(demo.ajax.filter((call) => call.endpoint === 'jnews:jnews_ajax_comment')).toHaveLength(2);
	});

	it('embeds Disqus by its shortname only when asked, without reaching the external host', async () => {
		const demo = await openPage();
		const { page, context } = demo;
		const external: string[] = [];
		await context.route(/disqus\.com|facebook\.net/, (route) => {
			external.push(route.request().url());
			return route.abort();
		});
		await context.addCookies([{ name: 'demo_comments', value: 'disqus', url: demo.url('/') }]);
		await demo.goto(ARTICLE);
		expect(external).toEqual([]);
		await page.locator('#comments .button').click();
		await expect.poll(() => external).toEqual(['http://daily-island.disqus.com/embed.js']);
		expect(await page.locator('#comments[data-type="disqus"] #disqus_thread').count()).toBe(1);
		expect(await page.locator('script#disqus-script').count()).toBe(1);
	});

	it('embeds Facebook with the site language', async () => {
		const demo = await openPage();
		const { page, context } = demo;
		const external: string[] = [];
		await context.route(/facebook\.net/, (route) => {
			external.push(route.request().url());
			return route.abort();
		});
		await context.addCookies([{ name: 'demo_comments', value: 'facebook', url: demo.url('/') }]);
		await demo.goto(ARTICLE);
		await page.locator('#comments .button').click();
		await expect.poll(() => external).toEqual(['http://connect.facebook.net/en_US/sdk.js']);
		expect(await page.locator('script#facebook-jssdk').getAttribute('src')).toBe('//connect.facebook.net/en_US/sdk.js#xfbml=1&version=v2.8&appId=1234567890');
	});
});
