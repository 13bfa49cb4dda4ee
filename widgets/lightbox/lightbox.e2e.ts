/**
 * The lightbox in real Chromium against /demo/gallery/. Video hosts are
 * answered by a local stub (no test touches the network); the iframe `src`
 * is what is asserted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../scripts/e2e/session';
import { pauseClock } from '../../scripts/e2e/clock';

const openPage = useBrowser();

/** The chunk file (name only) whose sources include `input`, from the build's manifest. */
function chunkOf(input: string): string {
	type Chunk = { file: string; inputs: string[] };
	const manifest = JSON.parse(readFileSync(path.resolve('dist/manifest.json'), 'utf8')) as Record<'shared' | 'widgets' | 'parts', Record<string, Chunk>>;
	const found = [manifest.shared, manifest.widgets, manifest.parts].flatMap((chunks) => Object.values(chunks)).find((chunk) => chunk.inputs.includes(input));
	if (!found) throw new Error(`${input} is in no chunk`);
	return path.basename(found.file);
}

async function gallery(hash = '', options: { reducedMotion?: 'reduce' | 'no-preference'; query?: string } = {}): Promise<DemoPage> {
	const demo = await openPage({ reducedMotion: options.reducedMotion });
	await demo.context.route(/youtube\.com|vimeo\.com|dailymotion\.com/, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Local stub player</p>' }));
	await demo.goto(`/demo/gallery/${options.query ?? ''}${hash}`);
	// The binder installs the API global when it mounts (at idle, which `islands:idle` waits for).
	await demo.page.waitForFunction(() => 'islandsLightbox' in window);
	return demo;
}

const counter = (demo: DemoPage) => demo.page.locator('dialog[open] .islands-lightbox__counter').textContent();
const focusInDialog = (demo: DemoPage) => demo.page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));
const photoLink = (n: number) => `a[rel="prettyPhoto[photos]"][href$="photo-${n}.svg"]`;

/** Messages of window alerts the page raises (each dismissed): the lightbox must raise none. */
function windowAlerts(page: Page): string[] {
	const alerts: string[] = [];
	page.on('dialog', (dialog) => {
		alerts.push(dialog.message());
		void dialog.dismiss();
	});
	return alerts;
}

describe('lightbox', () => {
	it('opens from a thumbnail, keeps Tab inside, pages with the arrows, closes on Escape and gives focus back', async () => {
		const demo = await gallery();
		const { page } = demo;
		await page.click(photoLink(2));
		const dialog = page.getByRole('dialog', { name: 'Market street' });
		await expect.poll(() => dialog.isVisible()).toBe(true);
		expect(await counter(demo)).toBe('2/5');
		expect(await page.locator('dialog[open] img.islands-lightbox__image').getAttribute('src')).toMatch(/photo-2\.svg$/);
		expect(await page.locator('dialog[open] .islands-lightbox__description').textContent()).toBe('Saturday stalls on the old street.');
		for (let press = 0; press < 20; press++) {
			await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
			expect(await focusInDialog(demo)).toBe(true);
		}
		await page.locator('dialog[open] .islands-lightbox__next').focus();
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => counter(demo)).toBe('3/5');
		await expect.poll(() => page.locator('dialog[open] #a11y-speak-polite').textContent()).toBe('Image 3 of 5');
		// Markup in alt and title is shown as text.
		expect(await page.locator('dialog[open] h2').textContent()).toBe('<b>Not bold</b>');
		expect(await page.locator('dialog[open] b, dialog[open] i').count()).toBe(0);
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await page.keyboard.press('ArrowLeft');
		await expect.poll(() => counter(demo)).toBe('5/5');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/demo/lightbox/photo-2.svg');
		expect(await page.evaluate(() => document.getElementById('a11y-speak-polite')?.parentElement === document.body)).toBe(true);
		expect(demo.errors).toEqual([]);
	});

	it('pages with thumbnails and with a swipe', async () => {
		const demo = await gallery();
		const { page } = demo;
		await page.click(photoLink(1));
		const thumbs = page.locator('dialog[open] .islands-lightbox__strip li button');
		await expect.poll(() => thumbs.count()).toBe(5);
		expect(await thumbs.nth(0).getAttribute('aria-current')).toBe('true');
		expect(await page.locator('dialog[open] .islands-lightbox__strip img').first().getAttribute('width')).toBe('50');
		await page.getByRole('button', { name: 'Lighthouse' }).click();
		await expect.poll(() => counter(demo)).toBe('4/5');
		const stage = page.locator('dialog[open] .islands-lightbox__stage');
		await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 600, clientY: 300 });
		await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 380, clientY: 310 });
		await expect.poll(() => counter(demo)).toBe('5/5');
		await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 380, clientY: 300 });
		await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 600, clientY: 300 });
		await expect.poll(() => counter(demo)).toBe('4/5');
	});

	it('advances the slideshow every 5 s once Play is pressed, and stops on a manual move', async () => {
		const demo = await gallery('', { reducedMotion: 'no-preference' });
		const { page } = demo;
		await page.click(photoLink(1));
		await page.locator('dialog[open] img.islands-lightbox__image').waitFor();
		// Installed clocks keep flowing with real time until paused; only runFor moves them then.
		await page.clock.install();
		await pauseClock(page);
		await page.getByRole('button', { name: 'Play' }).click();
		await page.clock.runFor(4900);
		expect(await counter(demo)).toBe('1/5');
		await page.clock.runFor(200);
		await expect.poll(() => counter(demo)).toBe('2/5');
		await page.locator('dialog[open] img.islands-lightbox__image[src$="photo-2.svg"]').waitFor();
		await page.clock.runFor(5100);
		await expect.poll(() => counter(demo)).toBe('3/5');
		await page.getByRole('button', { name: 'Next ›' }).click();
		await expect.poll(() => counter(demo)).toBe('4/5');
		expect(await page.getByRole('button', { name: 'Play' }).count()).toBe(1);
		await page.clock.runFor(10_000);
		expect(await counter(demo)).toBe('4/5');
	});

	it('shows the broken image message in the dialog (no window alert), then closes when acknowledged', async () => {
		const demo = await gallery();
		const { page } = demo;
		const alerts = windowAlerts(page);
		await page.click('a.demo-broken');
		const alert = page.locator('dialog[open] [role="alert"]');
		await expect.poll(() => alert.textContent()).toContain('Image cannot be loaded. Make sure the path is correct and image exist.');
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('OK');
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.className)).toBe('demo-broken');
		expect(alerts).toEqual([]);
	});

	it('refuses script and data links in every spelling, inside the dialog: nothing runs and the page stays', async () => {
		const demo = await gallery();
		const { page } = demo;
		const alerts = windowAlerts(page);
		const hostile = [
			'javascript:alert(1)',
			'javascript:void(window.pwned=1)',
			'JavaScript:alert(1)',
			'jav&#x09;ascript:alert(1)',
			'java&#x0A;script:alert(1)',
			'&#x01; &#106;avascript:alert(1)',
			'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
			'vbscript:msgbox(1)',
		];
		for (const [at, href] of hostile.entries()) {
			const hook = ['rel="prettyPhoto"', 'data-rel="prettyPhoto[hostile]"', 'class="zoom"'][at % 3];
			await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), `<p><a id="hostile" href="${href}" ${hook}>Hostile ${at}</a></p>`);
			await page.click('#hostile');
			await expect.poll(() => page.locator('dialog[open] [role="alert"]').textContent(), { message: href }).toBe('Content not found');
			await page.keyboard.press('Escape');
			await expect.poll(() => page.locator('dialog').count()).toBe(0);
			await page.evaluate(() => document.getElementById('hostile')!.parentElement!.remove());
		}
		expect(alerts).toEqual([]);
		expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
		expect(new URL(page.url()).pathname).toBe('/demo/gallery/');
		expect(demo.errors).toEqual([]);
	});

	it('opens the image a deep link names on load, follows paging in the hash, and clears it on close', async () => {
		const demo = await gallery('#prettyPhoto[photos]/2/');
		const { page } = demo;
		await expect.poll(() => counter(demo)).toBe('3/5');
		expect(await page.locator('dialog[open] img.islands-lightbox__image').getAttribute('src')).toMatch(/photo-3\.svg$/);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe('#prettyPhoto[photos]/3/');
		await page.keyboard.press('Escape');
		await expect.poll(() => page.evaluate(() => location.hash)).toBe('');
	});

	it.each([
		'#prettyPhoto[x]/<img src=x onerror=window.__pwned=1>/',
		'#prettyPhoto[photos]/0,<img src=x onerror=window.__pwned=1>/',
		"#prettyPhoto[photos'],img[src=x]/0/",
	])('runs nothing and opens nothing for the hostile hash %s', async (hash) => {
		const demo = await gallery();
		const { page } = demo;
		const alerts = windowAlerts(page);
		await page.goto(`/demo/gallery/${hash}`);
		await demo.settle();
		await page.waitForTimeout(300);
		expect(await page.locator('dialog').count()).toBe(0);
		expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
		expect(await page.locator('img[src="x"]').count()).toBe(0);
		expect(alerts).toEqual([]);
	});

	it('shows every other content type: videos and iframes by src, inline content moved in and back, ajax without its scripts', async () => {
		const demo = await gallery();
		const { page } = demo;
		const frame = page.locator('dialog[open] iframe');
		await page.click('a[data-rel="prettyPhoto[media]"]:text("YouTube video")');
		await expect.poll(() => frame.getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?rel=1&autoplay=1');
		expect(await frame.getAttribute('title')).toBe('A YouTube watch URL');
		expect(await counter(demo)).toBe('1/7');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => frame.getAttribute('src')).toBe('https://player.vimeo.com/video/76979871?title=0&byline=0&portrait=0&autoplay=1');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => frame.getAttribute('src')).toBe('https://www.dailymotion.com/embed/video/x7tgad0?autoplay=1');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => frame.getAttribute('src')).toMatch(/\/demo\/lightbox\/frame\.html$/);
		expect([await frame.getAttribute('width'), await frame.getAttribute('height')]).toEqual(['600', '400']);
		await page.keyboard.press('ArrowRight');
		const note = page.locator('dialog[open] input[name="inline-note"]');
		await note.fill('kept');
		expect(await page.locator('#lightbox-inline').evaluate((holder) => holder.childElementCount)).toBe(0);
		// Arrow keys type in a text field; they page only elsewhere.
		await note.press('ArrowLeft');
		expect(await counter(demo)).toBe('5/7');
		await page.locator('dialog[open] .islands-lightbox__next').click();
		await expect.poll(() => page.locator('dialog[open] .lightbox-fragment h3').textContent()).toBe('Loaded by ajax');
		expect(await page.locator('#lightbox-inline input').inputValue()).toBe('kept');
		expect(await page.locator('dialog[open] .lightbox-fragment script, dialog[open] [onerror]').count()).toBe(0);
		expect(await page.locator('dialog[open] .lightbox-fragment a').getAttribute('href')).toBeNull();
		expect(
			await page.evaluate(() => {
				const flags = window as unknown as Record<string, unknown>;
				return [flags.__fragmentScriptRan, flags.__fragmentHandlerRan];
			}),
		).toEqual([undefined, undefined]);
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => page.locator('dialog[open] [role="alert"]').textContent()).toBe('Url Incorrect');
		expect(demo.errors.filter((error) => !error.includes('404'))).toEqual([]);
	});

	it('has no thumbnail strip above 30 items, and one at 30', async () => {
		const over = await gallery('', { query: '?n=31' });
		await over.page.click('a[rel="prettyPhoto[many]"]:text-is("Photo 1")');
		await expect.poll(() => counter(over)).toBe('1/31');
		expect(await over.page.locator('.islands-lightbox__strip').count()).toBe(0);
		const at = await gallery('', { query: '?n=30' });
		await at.page.click('a[rel="prettyPhoto[many]"]:text-is("Photo 1")');
		await expect.poll(() => at.page.locator('dialog[open] .islands-lightbox__strip').count()).toBe(1);
		expect(await at.page.locator('dialog[open] .islands-lightbox__strip [aria-label="Next thumbnails"]').count()).toBe(1);
	});

	it('has no axe violations while open', async () => {
		const demo = await gallery();
		const { page } = demo;
		await page.click(photoLink(1));
		await page.locator('dialog[open] img.islands-lightbox__image').waitFor();
		expect(describeViolations(await axeViolations(page))).toEqual([]);
	});

	it('does not animate under reduced motion, and does otherwise', async () => {
		const animations = async (reducedMotion: 'reduce' | 'no-preference') => {
			const demo = await gallery('', { reducedMotion });
			await demo.page.click(photoLink(1));
			await demo.page.locator('dialog[open] img.islands-lightbox__image').waitFor();
			const running = await demo.page.evaluate(() => document.getAnimations().length);
			const names = await demo.page.evaluate(() =>
				['dialog[open]', 'dialog[open] img.islands-lightbox__image'].map((selector) => getComputedStyle(document.querySelector(selector)!).animationName),
			);
			const play = await demo.page.getByRole('button', { name: 'Play' }).count();
			return { running, names, play };
		};
		expect(await animations('reduce')).toEqual({ running: 0, names: ['none', 'none'], play: 0 });
		expect(await animations('no-preference')).toMatchObject({ names: ['islands-dialog-in', 'islands-dialog-fade'], play: 1 });
	});

	it('opens through window.islandsLightbox and jQuery.prettyPhoto', async () => {
		const demo = await gallery('', { query: '?jquery=1' });
		const { page } = demo;
		await page.evaluate(() =>
			(window as unknown as { jQuery: { prettyPhoto: { open(i: string[], t: string[], d: string[]): void } } }).jQuery.prettyPhoto.open(
				['/demo/lightbox/photo-4.svg', '/demo/lightbox/photo-5.svg'],
				['Four', 'Five'],
				['The fourth', ''],
			),
		);
		await expect.poll(() => page.getByRole('dialog', { name: 'Four' }).isVisible()).toBe(true);
		await page.evaluate(() => (window as unknown as { jQuery: { prettyPhoto: { changePage(d: string): void } } }).jQuery.prettyPhoto.changePage('next'));
		await expect.poll(() => counter(demo)).toBe('2/2');
		await page.evaluate(() => (window as unknown as { islandsLightbox: { close(): void } }).islandsLightbox.close());
		await expect.poll(() => page.locator('dialog').count()).toBe(0);
		await page.evaluate(() => (window as unknown as { islandsLightbox: { open(items: string[]): Promise<void> } }).islandsLightbox.open(['#missing-id']));
		await expect.poll(() => page.locator('dialog[open] [role="alert"]').textContent()).toBe('Content not found');
	});

	it("shows the gallery popup's texts for items opened through the API: Loading..., and the image, content and inline failures", async () => {
		const demo = await gallery();
		const { page } = demo;
		let release = () => {};
		await page.route('**/photo-9.svg', async (route) => {
			await new Promise<void>((resolve) => (release = resolve));
			await route.continue();
		});
		type Api = { islandsLightbox: { open(items: string[]): Promise<void>; go(n: number): void } };
		await page.evaluate(() =>
			(window as unknown as Api).islandsLightbox.open([
				'/demo/lightbox/photo-9.svg',
				'/demo/lightbox/missing.jpg',
				'/demo/lightbox/missing.html?ajax=true',
				'#nothing-here',
			]),
		);
		const status = page.locator('dialog[open] [role="status"]');
		await expect.poll(() => status.textContent()).toBe('Loading...');
		release();
		await page.locator('dialog[open] img.islands-lightbox__image').waitFor();
		const alert = page.locator('dialog[open] [role="alert"]');
		await page.keyboard.press('ArrowRight');
		await expect.poll(() => alert.textContent()).toBe('The image could not be loaded.');
		await page.locator('dialog[open] .islands-lightbox__next').click();
		await expect.poll(() => alert.textContent()).toBe('The content could not be loaded.');
		await page.locator('dialog[open] .islands-lightbox__next').click();
		await expect.poll(() => alert.textContent()).toBe('Content not found');
		expect(await counter(demo)).toBe('4/4');
	});

	it('loads neither the view nor the dialog chunk on pages without popups, and both only on first use', async () => {
		const dialogChunk = chunkOf('runtime/dialog/dialog.tsx');
		const viewChunk = chunkOf('runtime/lightbox/lightbox.tsx');
		const shop = await openPage();
		await shop.goto('/shop/');
		await shop.goto('/article/city-council-approves-night-trams/');
		expect(shop.chunks.filter((chunk) => chunk === dialogChunk || chunk === viewChunk)).toEqual([]);
		const demo = await gallery();
		expect(demo.chunks).not.toContain(dialogChunk);
		expect(demo.chunks).not.toContain(viewChunk);
		await demo.page.click(photoLink(1));
		await expect.poll(() => counter(demo)).toBe('1/5');
		expect(demo.chunks).toContain(dialogChunk);
		expect(demo.chunks).toContain(viewChunk);
	});
});
