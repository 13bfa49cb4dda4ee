import { describe, expect, it } from 'vitest';
import { axeViolations, describeViolations } from '../../../scripts/e2e/axe';
import { type DemoPage, useBrowser } from '../../../scripts/e2e/session';

const openPage = useBrowser();
const opener = 'a.ask-an-estimate-button[data-rel="prettyPhoto[ask_an_estimate]"]';
const dialog = 'dialog.wishlist-ask-an-estimate';

async function wishlistWithEstimate(demo: DemoPage) {
	await demo.context.addCookies([{ name: 'demo_wcwl', value: 'remove-after-add,responsive,estimate', url: demo.url('/') }]);
	await demo.goto('/shop/');
	await demo.page.click('li.product .add-to-wishlist-11 a.add_to_wishlist');
	await expect.poll(() => demo.page.locator('li.product .add-to-wishlist-11.exists').count()).toBe(1);
	await demo.goto('/wishlist/');
	// Hydrated: the bulk apply button is disabled while no row is ticked.
	await demo.page.waitForSelector('input[name="apply_bulk_actions"][disabled]');
}

describe('ask for an estimate', () => {
	it('opens in an accessible dialog; a failure shows the server message under the description; success shows the template and closes', async () => {
		const demo = await openPage();
		await wishlistWithEstimate(demo);
		const { page } = demo;
		await page.click(opener);
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		expect(await page.locator(`${dialog} form.wishlist-ask-an-estimate-popup`).count()).toBe(1);
		expect(describeViolations(await axeViolations(demo.page, dialog))).toEqual([]);
		await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reply_email');

		await page.click(`${dialog} #ask_an_estimate`);
		await expect.poll(() => page.locator(`${dialog} .popup-description + .woocommerce-error`).innerText()).toBe('You should provide a valid email address that we can use to get back to you');
		const failed = demo.ajax.filter((call) => call.endpoint === 'admin-ajax:ask_an_estimate');
		expect(failed[0].body.get('ask_an_estimate')).toMatch(/^[A-Z0-9]{12}$/);
		expect(failed[0].body.get('context')).toBe('frontend');

		await page.fill(`${dialog} #reply_email`, 'reader@example.test');
		await page.fill(`${dialog} #additional_notes`, 'Ten of them, please');
		await page.click(`${dialog} #ask_an_estimate`);
		await expect.poll(() => page.locator(`${dialog} .yith-wcwl-popup-content h3`).innerText()).toContain('Your request has been sent.');
		expect(await page.locator(`${dialog} .woocommerce-error`).count()).toBe(0);
		await expect.poll(() => page.locator(dialog).count(), { timeout: 6000 }).toBe(0);
		await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ask-an-estimate-button'))).toBe(true);
		const estimates = ((await (await demo.context.request.get(demo.url('/demo/api/wishlists'))).json()) as { estimates: { email: string; notes: string }[] }).estimates;
		expect(estimates).toContainEqual(expect.objectContaining({ email: 'reader@example.test', notes: 'Ten of them, please' }));
		// The form went back to its place on the page, ready again.
		expect(await page.locator('#ask_an_estimate_popup form.wishlist-ask-an-estimate-popup').count()).toBe(1);
	});

	it('closes with Escape and gives focus back to the opener', async () => {
		const demo = await openPage();
		await wishlistWithEstimate(demo);
		const { page } = demo;
		await page.focus(opener);
		await page.keyboard.press('Enter');
		await expect.poll(() => page.locator(dialog).isVisible()).toBe(true);
		await page.keyboard.press('Escape');
		await expect.poll(() => page.locator(dialog).count()).toBe(0);
		expect(await page.evaluate(() => document.activeElement?.classList.contains('ask-an-estimate-button'))).toBe(true);
		expect(demo.ajax.filter((call) => call.endpoint === 'admin-ajax:ask_an_estimate')).toHaveLength(0);
	});
});
