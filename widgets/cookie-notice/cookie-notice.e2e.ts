import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

describe('cookie-law notice', () => {
	it('shows until accepted, then stays away for the number of days on its button', async () => {
		const demo = await openPage();
		const { page } = demo;
		await demo.goto('/news/');
		const notice = page.getByRole('region', { name: 'Cookie notice' });
		await expect.poll(() => notice.isVisible()).toBe(true);
		// It must not take the reader's focus.
		expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
		const before = Date.now();
		await notice.getByRole('button', { name: 'I Agree' }).click();
		await expect.poll(() => page.locator('.jnews-cookie-law-policy').isVisible()).toBe(false);
		const cookie = (await demo.context.cookies()).find((item) => item.name === 'jnews_cookie_law');
		const expiry = Number(cookie?.value);
		expect(expiry).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
		expect(expiry).toBeLessThan(Date.now() + 7 * 86_400_000 + 1000);
		expect(Math.abs(cookie!.expires * 1000 - expiry)).toBeLessThan(1000);
		await demo.goto('/news/city-council-approves-night-trams/');
		expect(await page.locator('.jnews-cookie-law-policy').isVisible()).toBe(false);
	});

	it('fades in rather than jumping to full opacity', async () => {
		const demo = await openPage({ reducedMotion: 'no-preference' });
		// Every frame from the start, the notice's opacity as drawn.
		await demo.context.addInitScript(() => {
			const drawn: number[] = ((window as unknown as { __opacities: number[] }).__opacities = []);
			const sample = () => {
				const notice = document.querySelector('.jnews-cookie-law-policy');
				if (notice && getComputedStyle(notice).display !== 'none') drawn.push(Number(getComputedStyle(notice).opacity));
				if (drawn.at(-1) !== 1) requestAnimationFrame(sample);
			};
			requestAnimationFrame(sample);
		});
		await demo.goto('/news/');
		const drawn = () => demo.page.evaluate(() => (window as unknown as { __opacities: number[] }).__opacities);
		await expect.poll(async () => (await drawn()).at(-1)).toBe(1);
		expect((await drawn()).some((opacity) => opacity > 0 && opacity < 1)).toBe(true);
	});

	it('shows again once the stored consent has expired', async () => {
		const demo = await openPage();
		await demo.context.addCookies([{ name: 'jnews_cookie_law', value: String(Date.now() - 1000), url: demo.url('/') }]);
		await demo.goto('/news/');
		await expect.poll(() => demo.page.locator('.jnews-cookie-law-policy').isVisible()).toBe(true);
	});
});
