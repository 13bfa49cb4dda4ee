/**
 * One interaction on a ready page, on one side, timed in the page from the moment the script
 * dispatches the reader's click (or change) to the first time each mark's selector matches
 * (or, with a leading `!`, stops matching): what the reader sees, whichever script produced it.
 *
 *   <trigger> → <mark>     per mark, e.g. click → loading, click → added
 *   main-thread work       CDP TaskDuration from just before the trigger to one second after the last mark
 *   work after response    with `response`: main-thread tasks once that request's response arrived
 *                          (work-after-response.ts), over the same span
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Sample, Side } from './figures';
import { visit } from './visit';
import { traceWorkAfterResponse } from './work-after-response';

export interface InteractionSpec {
	group: string;
	path: string;
	/** Stages the visitor's cart or wishlist before the page opens. */
	prepare?: (context: BrowserContext) => Promise<void>;
	/** What the reader does first without being timed (hover the cart). */
	before?: (page: Page) => Promise<void>;
	/** The element clicked, or the select changed to `value`. */
	target: string;
	value?: string;
	marks: Record<string, string>;
	response?: string;
}

const SETTLE_MS = 1000;

interface Trigger {
	target: string;
	value?: string;
	marks: Record<string, string>;
}

// In the page: dispatch the trigger and resolve each mark's time after it (ms). Plain source, not a
// function handed to evaluate: tsx's transform would wrap its named inner functions in a helper the
// page lacks.
const TIME_MARKS = `({ target, value, marks }) => new Promise((resolve, reject) => {
	const element = document.querySelector(target);
	if (!element) return reject(new Error('no ' + target));
	const times = {};
	const pending = new Set(Object.keys(marks));
	const holds = (selector) => (selector.startsWith('!') ? !document.querySelector(selector.slice(1)) : !!document.querySelector(selector));
	let start = 0;
	const check = () => {
		for (const name of [...pending])
			if (holds(marks[name])) {
				times[name] = performance.now() - start;
				pending.delete(name);
			}
		if (pending.size > 0) return;
		observer.disconnect();
		clearTimeout(timer);
		resolve(times);
	};
	const observer = new MutationObserver(check);
	observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
	const timer = setTimeout(() => {
		observer.disconnect();
		reject(new Error('after 15 s, still waiting for ' + [...pending].map((name) => name + ' (' + marks[name] + ')').join(', ')));
	}, 15000);
	start = performance.now();
	if (value === undefined) element.click();
	else {
		element.value = value;
		element.dispatchEvent(new Event('change', { bubbles: true }));
	}
	check();
})`;

const timeMarks = (page: Page, trigger: Trigger) => page.evaluate(`(${TIME_MARKS})(${JSON.stringify(trigger)})`) as Promise<Record<string, number>>;

export async function measureInteraction(browser: Browser, context: BrowserContext, spec: InteractionSpec, side: Side): Promise<Sample[]> {
	await spec.prepare?.(context);
	const { page, metrics } = await visit(context, spec.path);
	await spec.before?.(page);
	const trigger = spec.value === undefined ? 'click' : 'change';
	let times: Record<string, number> = {};
	let work = 0;
	const act = async () => {
		const before = await metrics();
		times = await timeMarks(page, { target: spec.target, value: spec.value, marks: spec.marks });
		await page.waitForTimeout(SETTLE_MS);
		work = ((await metrics()).TaskDuration - before.TaskDuration) * 1000;
	};
	const afterResponse = spec.response ? await traceWorkAfterResponse(browser, page, spec.response, act) : (await act(), null);
	const sample = (name: string, value: number): Sample => ({ group: spec.group, name, unit: 'ms', side, value });
	return [
		...Object.entries(times).map(([mark, ms]) => sample(`${trigger} → ${mark}`, ms)),
		sample(`main-thread work, ${trigger} to settled`, work),
		...(afterResponse === null ? [] : [sample('main-thread work after the response', afterResponse)]),
	];
}
