import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const ARTICLE = '/news/city-council-approves-night-trams/';

const helperCalls = (demo: DemoPage) => demo.page.evaluate(() => (window as unknown as { jnewsHelper?: { calls: string[] } }).jnewsHelper?.calls ?? null);

async function asAdmin(version?: string): Promise<DemoPage> {
	const demo = await openPage();
	if (version) await demo.context.addCookies([{ name: 'demo_companion_version', value: version, url: demo.url('/') }]);
	await demo.logIn('admin', ARTICLE);
	return demo;
}

describe('admin notice version check', () => {
	it('shows the admin notice 2.5 s after load when a companion plugin is not at 10.0.4', async () => {
		const demo = await asAdmin('10.0.3');
		const loadedAt = await demo.page.evaluate(() => performance.timing.loadEventEnd);
		await demo.page.locator('.jnews-admin-notice').waitFor({ timeout: 6000 });
		const shownAt = await demo.page.evaluate(() => Date.now());
		expect(shownAt - loadedAt).toBeGreaterThanOrEqual(2500);
		expect(await helperCalls(demo)).toEqual(['getMessage', 'getNotice']);
		expect(await demo.page.locator('.jnews-admin-notice').getAttribute('role')).toBe('status');
		expect(demo.errors).toEqual([]);
	});

	it('stays silent for an admin whose plugins are at 10.0.4', async () => {
		const demo = await asAdmin();
		expect(await demo.page.evaluate(() => (window as unknown as { file_version_checker: Record<string, string> }).file_version_checker)).toEqual({
			'jnews-essential': '10.0.4',
			'jnews-social-share': '10.0.4',
		});
		await demo.page.waitForTimeout(3500);
		expect(await helperCalls(demo)).toEqual([]);
		expect(await demo.page.locator('.jnews-admin-notice').count()).toBe(0);
	});

	it('does nothing for a signed-in reader (no admin flag) and loads nothing for visitors', async () => {
		const reader = await openPage();
		await reader.context.addCookies([{ name: 'demo_companion_version', value: '9.0.0', url: reader.url('/') }]);
		await reader.logIn('reader', ARTICLE);
		expect(await reader.page.evaluate(() => 'jnewsadmin' in window)).toBe(false);
		await reader.page.waitForTimeout(3000);
		expect(await reader.page.locator('.jnews-admin-notice').count()).toBe(0);

		const visitor = await openPage();
		await visitor.goto(ARTICLE);
		expect(visitor.chunks.some((chunk) => chunk.startsWith('admin-check-'))).toBe(false);
	});
});
