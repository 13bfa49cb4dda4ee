/** axe-core in a demo page: every violation as `rule at selector`, for tests to compare with []. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeResult {
	violations: Array<{ id: string; nodes: Array<{ target: string[] }> }>;
}

/** Runs axe over the document, or over the element `selector` names. */
export async function axeViolations(page: Page, selector?: string): Promise<Array<{ id: string; target: string }>> {
	await page.addScriptTag({ content: axeSource });
	return page.evaluate(async (selector) => {
		const axe = (window as unknown as { axe: { run(context: Element | Document): Promise<AxeResult> } }).axe;
		const result = await axe.run(selector ? document.querySelector(selector)! : document);
		return result.violations.flatMap((violation) => violation.nodes.map((node) => ({ id: violation.id, target: node.target.join(' ') })));
	}, selector);
}

export const describeViolations = (found: Array<{ id: string; target: string }>) => found.map(({ id, target }) => `${id} at ${target}`);
