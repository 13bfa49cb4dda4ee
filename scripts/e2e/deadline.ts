/**
 * Bounds a step Playwright leaves unbounded: `page.evaluate` and keyboard or
 * mouse input wait on the page's main thread for as long as it takes. A step
 * that hangs then fails with its name, whether the page still answers a
 * trivial script (a busy main thread does not) and the page's console errors,
 * instead of with the test's bare timeout.
 */
import type { Page } from 'playwright-core';

const PROBE_MS = 2_000;

const answers = (page: Page) =>
	Promise.race([page.evaluate('1').then(() => true, () => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_MS))]);

export async function withDeadline<T>(page: Page, step: string, work: Promise<T>, ms: number, errors: readonly string[] = []): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	const late = new Promise<never>((_, reject) => {
		timer = setTimeout(async () => {
			const state = (await answers(page)) ? 'the page still answers' : 'the page no longer answers (its main thread is busy or gone)';
			const logged = errors.length ? `; console errors: ${errors.join(' | ')}` : '';
			reject(new Error(`${step} on ${page.url()} did not finish within ${ms / 1000} s; ${state}${logged}`));
		}, ms);
	});
	try {
		return await Promise.race([work, late]);
	} finally {
		clearTimeout(timer);
	}
}
