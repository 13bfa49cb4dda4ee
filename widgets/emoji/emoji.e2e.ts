import { describe, expect, it } from 'vitest';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const KEY = 'wpEmojiSettingsSupports';
const DAY = 24 * 60 * 60 * 1000;

interface Published {
	supports: { flag: boolean; emoji: boolean; everything: boolean; everythingExceptFlag: boolean };
	DOMReady: boolean;
}

const stored = (demo: DemoPage) => demo.page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as { supportTests: { flag: boolean; emoji: boolean }; timestamp: number } | null, KEY);
const published = (demo: DemoPage) => demo.page.evaluate(() => (window as unknown as { _wpemojiSettings?: Published })._wpemojiSettings ?? null);
/** Files this document fetched (resource timing also lists HTTP-cache hits). */
const fetched = (demo: DemoPage, part: string) => demo.page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)), part);
const fallbackRuns = (demo: DemoPage) => demo.page.evaluate(() => (window as unknown as { demoWpEmoji?: { loads: number } }).demoWpEmoji?.loads ?? 0);

async function withCache(demo: DemoPage, supportTests: { flag: boolean; emoji: boolean }, age: number) {
	await demo.page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [KEY, JSON.stringify({ supportTests, timestamp: Date.now() - age })] as const);
	await demo.reload();
	await expect.poll(() => published(demo)).not.toBeNull();
}

describe('emoji support check', () => {
	it('tests the browser once, caches the result for the session and loads the fallback only when needed', async () => {
		const demo = await openPage();
		await demo.goto('/news/city-council-approves-night-trams/');
		await expect.poll(() => stored(demo)).not.toBeNull();
		const first = (await stored(demo))!;
		expect(Date.now() - first.timestamp).toBeLessThan(60_000);
		expect(await fetched(demo, '/emoji-render-test-')).toBe(true);
		const settings = (await published(demo))!;
		expect(settings.supports).toEqual({ ...first.supportTests, everything: first.supportTests.flag && first.supportTests.emoji, everythingExceptFlag: first.supportTests.emoji && !first.supportTests.flag });
		expect(settings.DOMReady).toBe(true);
		await expect.poll(() => fallbackRuns(demo)).toBe(settings.supports.everything ? 0 : 1);

		// The next page of the session reuses the result: the test is not fetched again.
		await demo.goto('/news/');
		await expect.poll(() => published(demo)).not.toBeNull();
		expect(await fetched(demo, '/emoji-render-test-')).toBe(false);
		expect((await stored(demo))!.timestamp).toBe(first.timestamp);
		expect(demo.errors).toEqual([]);
	});

	it('with a cached "everything drawn" result loads no fallback', async () => {
		const demo = await openPage();
		await demo.goto('/news/');
		await withCache(demo, { flag: true, emoji: true }, DAY);
		expect((await published(demo))!.supports.everything).toBe(true);
		expect(await fetched(demo, 'wp-emoji-release')).toBe(false);
		expect(await fallbackRuns(demo)).toBe(0);
	});

	it('with a cached "flags not drawn" result loads the fallback once, which reads the published settings', async () => {
		const demo = await openPage();
		await demo.goto('/news/');
		await withCache(demo, { flag: false, emoji: true }, 6 * DAY);
		await expect.poll(() => fallbackRuns(demo)).toBe(1);
		expect(await demo.page.getAttribute('html', 'data-demo-wp-emoji')).toBe('flags');
		expect(await fetched(demo, '/emoji-render-test-')).toBe(false);
	});

	it('tests again once the cached result is older than 7 days', async () => {
		const demo = await openPage();
		await demo.goto('/news/');
		await withCache(demo, { flag: false, emoji: false }, 7 * DAY + 60_000);
		await expect.poll(async () => Date.now() - (await stored(demo))!.timestamp).toBeLessThan(60_000);
		expect(await fetched(demo, '/emoji-render-test-')).toBe(true);
	});
});
