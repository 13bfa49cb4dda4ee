/**
 * The QA page used the way QA uses it: its page links followed, and its
 * "Site settings" form with options chosen by their labels, then applied.
 */
import type { DemoPage } from './session';

export async function chooseSettings(demo: DemoPage, choices: Record<string, string>): Promise<void> {
	await demo.goto('/demo/');
	for (const [label, value] of Object.entries(choices)) await demo.page.getByLabel(label).selectOption(value);
	await demo.page.getByRole('button', { name: 'Apply settings' }).click();
	await demo.page.waitForURL('**/demo/#settings');
	await demo.settle();
}

/** Opens `/demo/` and follows its page link to `path` (path, query and hash as listed). */
export async function followFromQa(demo: DemoPage, path: string): Promise<void> {
	await demo.goto('/demo/');
	await demo.page.locator('section[aria-labelledby="pages"]').getByRole('link', { name: path, exact: true }).click();
	await demo.page.waitForURL((url) => url.pathname + url.search + url.hash === path);
	await demo.settle();
}
