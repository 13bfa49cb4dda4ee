/**
 * The QA page's "Site settings" form, used the way QA uses it: options chosen
 * by their labels, then applied.
 */
import type { DemoPage } from './session';

export async function chooseSettings(demo: DemoPage, choices: Record<string, string>): Promise<void> {
	await demo.goto('/demo/');
	for (const [label, value] of Object.entries(choices)) await demo.page.getByLabel(label).selectOption(value);
	await demo.page.getByRole('button', { name: 'Apply settings' }).click();
	await demo.page.waitForURL('**/demo/#settings');
	await demo.settle();
}
