import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const calls = (ajax: { endpoint: string }[]) => ajax.filter((call) => call.endpoint === 'jnews:jnews_first_load_action');

describe('first-load counters', () => {
	it('counts the view once on a single post and writes the counters', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/article/council-budget-232/');
		await expect.poll(() => page.locator('.jeg_views_count .counts').textContent()).not.toBe('0');
		expect(await page.locator('.jeg_views_count .counts').textContent()).toMatch(/^\d+(\.\d)?K?$/);
		expect(await page.locator('.jeg_meta_comment a span').textContent()).toMatch(/^\d+$/);
		await page.waitForTimeout(200);
		expect(calls(demo.ajax)).toHaveLength(1);
		const [call] = demo.ajax.filter((c) => c.endpoint === 'jnews:jnews_first_load_action');
		expect([call.body.get('jnews_id'), call.body.get('load_action[0]')]).toEqual(['332', 'view_counter']);
		expect(demo.errors).toEqual([]);
	});

	it('asks nothing where jfla is empty (the front page)', async () => {
		const demo = await openPage();
		await demo.goto('/');
		await demo.page.waitForTimeout(300);
		expect(calls(demo.ajax)).toEqual([]);
	});
});
