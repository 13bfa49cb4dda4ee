import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();
const PLAYLIST = '.jeg_video_playlist.jeg_horizontal_playlist';

describe('video playlist', () => {
	it('loads the first player only when scrolled into view, then switches players by click and by keyboard', async () => {
		const { page, goto, errors } = await openPage();
		await goto('/news/');
		const playlist = page.locator(PLAYLIST);
		expect(await playlist.locator('iframe').count()).toBe(0);
		expect(await playlist.locator('.jeg_video_container > div[src]').count()).toBe(1);

		await playlist.scrollIntoViewIfNeeded();
		await expect.poll(() => playlist.locator('.jeg_video_holder iframe').getAttribute('src')).toBe('/demo/assets/video.html?v=101');
		expect(await playlist.getAttribute('class')).toContain('loaded');
		expect(await playlist.locator('.jeg_preview_slider_loader').count()).toBe(0);

		// As many thumbnails as 160 px fit in the playlist at this window width.
		const width = (await playlist.boundingBox())!.width;
		await expect.poll(() => playlist.locator('.jeg_video_playlist_item.tns-slide-active').count()).toBe(Math.floor(width / 160));
		// The list's own arrows, inside the playlist: next shows the following thumbnail, previous goes back.
		const firstShown = () => playlist.locator('.jeg_video_playlist_item.tns-slide-active').first().getAttribute('data-id');
		const shownAtStart = await firstShown();
		expect(await playlist.locator('button.tns-prev, button.tns-next').count()).toBe(2);
		await playlist.getByRole('button', { name: 'next', exact: true }).click();
		await expect.poll(firstShown).not.toBe(shownAtStart);
		await playlist.getByRole('button', { name: 'prev', exact: true }).click();
		await expect.poll(firstShown).toBe(shownAtStart);

		// The second thumbnail: in view at every window width (two at least are shown).
		const second = playlist.locator('.jeg_video_playlist_item').nth(1);
		await second.click();
		expect(new URL(page.url()).pathname).toBe('/news/');
		expect(await second.getAttribute('class')).toContain('active');
		expect(await playlist.locator('.jeg_video_playlist_item.active').count()).toBe(1);
		expect(await playlist.locator('.jeg_video_holder iframe').getAttribute('src')).toBe('/demo/assets/video.html?v=102&autoplay=1');
		const title = await second.locator('.jeg_video_playlist_title').textContent();
		expect(await playlist.locator('.jeg_video_playlist_current_info h2 a').textContent()).toBe(title);
		expect(await playlist.locator('.jeg_video_playlist_current_info h2 a').getAttribute('href')).toBe(await second.getAttribute('href'));
		expect(await playlist.locator('.jeg_video_playlist_current_info span').textContent()).toBe(await second.locator('.jeg_video_playlist_category').textContent());
		// The loader goes once the new iframe has loaded.
		await expect.poll(() => playlist.locator('.jeg_preview_slider_loader').count()).toBe(0);

		await playlist.locator('.jeg_video_playlist_item').nth(0).focus();
		await page.keyboard.press('Enter');
		expect(await playlist.locator('.jeg_video_holder iframe').getAttribute('src')).toBe('/demo/assets/video.html?v=101&autoplay=1');
		expect(await playlist.locator('.jeg_video_playlist_item').nth(0).getAttribute('aria-current')).toBe('true');
		expect(errors).toEqual([]);
	});

	it('sizes the vertical list beside the video and lets it scroll', async () => {
		const { page, goto } = await openPage();
		await goto('/news/city-council-approves-night-trams/');
		const playlist = page.locator('.jeg_video_playlist.jeg_vertical_playlist');
		await playlist.scrollIntoViewIfNeeded();
		const list = playlist.locator('.jeg_video_playlist_list_inner_wrapper');
		await expect.poll(() => list.evaluate((node) => (node as HTMLElement).style.overflowY)).toBe('auto');
		const [video, current, height] = await Promise.all([
			playlist.locator('.jeg_video_playlist_video_content').evaluate((node) => (node as HTMLElement).offsetHeight),
			playlist.locator('.jeg_video_playlist_current').evaluate((node) => (node as HTMLElement).offsetHeight),
			list.evaluate((node) => (node as HTMLElement).offsetHeight),
		]);
		expect(height).toBe(video - current);

		// At 768 px or less the list is three items tall, so it scrolls. Native scrolling stays keyboard-usable:
		// tabbing to the last item scrolls it into the list's view, and Page Up with focus inside scrolls it back.
		await page.setViewportSize({ width: 700, height: 900 });
		const items = playlist.locator('.jeg_video_playlist_item');
		const count = await items.count();
		const threeItems = await items.evaluateAll((nodes) => nodes.slice(0, 3).reduce((sum, node) => sum + (node as HTMLElement).offsetHeight, 0));
		await expect.poll(() => list.evaluate((node) => (node as HTMLElement).offsetHeight)).toBe(threeItems);
		expect(await list.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
		await items.first().focus();
		for (let index = 1; index < count; index++) await page.keyboard.press('Tab');
		expect(await items.last().evaluate((node) => node === document.activeElement)).toBe(true);
		const [listBox, lastBox] = await Promise.all([list.boundingBox(), items.last().boundingBox()]);
		expect(lastBox!.y + lastBox!.height).toBeLessThanOrEqual(listBox!.y + listBox!.height + 1);
		const scrolled = await list.evaluate((node) => node.scrollTop);
		expect(scrolled).toBeGreaterThan(0);
		await page.keyboard.press('PageUp');
		await expect.poll(() => list.evaluate((node) => node.scrollTop)).toBeLessThan(scrolled);
	});
});
