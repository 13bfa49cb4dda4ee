/** axe-core in a demo page: every violation as `rule at selector`, for tests to compare with [], and the printed markup it may flag. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
	violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

/** Runs axe over the document, or over the element `selector` names. */
export async function axeViolations(page: Page, selector?: string): Promise<Array<{ id: string; target: string }>> {
	if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
	return page.evaluate(async (selector) => {
		const axe = (window as unknown as { axe: { run(context: Element | Document): Promise<AxeResult> } }).axe;
		const result = await axe.run(selector ? document.querySelector(selector)! : document);
		return result.violations.flatMap((violation) => violation.nodes.map((node) => ({ id: violation.id, target: node.target.join(' ') })));
	}, selector);
}

export const describeViolations = (found: Array<{ id: string; target: string }>) => found.map(({ id, target }) => `${id} at ${target}`);

export interface PrintedMarkupException {
	rule: string;
	/** The axe target (selector) of the printed element. */
	target: RegExp;
	/** The template that prints it. */
	source: string;
	/** Why no island mends it (for docs/contributing.md). */
	why: string;
}

/**
 * Violations in markup WooCommerce or the theme prints, which the demo reproduces on purpose and
 * no island can mend. Anything an island can mend, it does (e.g. the cart table's repeated
 * thumbnail link and its `td scope`, widgets/cart-page-remove/row-markup.ts).
 */
export const PRINTED_MARKUP_EXCEPTIONS: readonly PrintedMarkupException[] = [
	{
		rule: 'heading-order',
		target: /^\.woocommerce-billing-fields > h3$/,
		source: 'WooCommerce checkout/form-billing.php',
		why: 'an h3 right under the page h1; a heading level is the theme’s outline, and the checkout form has no island that owns it',
	},
	{
		rule: 'heading-order',
		target: /^\.jeg_authorbox:nth-child\(1\) > \.jeg_author_content > \.jeg_author_name$/,
		source: 'JNews author box',
		why: 'the author box’s h3 under the post’s h1; the author-box island only truncates the text and leaves the outline as the theme prints it',
	},
	{
		rule: 'heading-order',
		target: /^#content > \.jeg_posts > article:nth-child\(1\) > \.jeg_post_title$/,
		source: 'JNews front page post list',
		why: 'the list’s post titles (h3) follow the block headings the theme prints; no island hydrates that list',
	},
	{
		rule: 'heading-order',
		target: /^#jnews_module_\w+_title$/,
		source: 'JNews block heading',
		why: 'a block’s h3 heading right under the post’s h1 (or the page’s h1); the module island pages the block and leaves the outline as the theme prints it',
	},
	{
		rule: 'color-contrast',
		target: /\.jeg_logo\[href\$="news\/"\]$/,
		source: 'the demo theme’s dark stylesheet (demo/assets/theme.css)',
		why: 'the mobile header’s text logo in dark mode, a colour of the stylesheet; the dark-mode island only switches the class',
	},
	{
		rule: 'region',
		target: /^\.jscroll-to-top$/,
		source: 'JNews footer',
		why: 'the scroll-to-top control sits in a div outside every landmark; moving it would change the theme’s layout, and wrapping it in a landmark would add a region with no content of its own',
	},
];

const isException = ({ id, target }: { id: string; target: string }) =>
	PRINTED_MARKUP_EXCEPTIONS.some((exception) => exception.rule === id && exception.target.test(target));

/** The document's violations, less the printed-markup exceptions, as `rule at selector`. */
export async function allowedViolations(page: Page, selector?: string): Promise<string[]> {
	return describeViolations((await axeViolations(page, selector)).filter((violation) => !isException(violation)));
}
