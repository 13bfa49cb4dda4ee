/**
 * One interaction on a ready page, on one side: a real click (or the keyboard changing a select),
 * timed in the page from that event's timestamp to the first time each mark's selector matches
 * (or, with a leading `!`, stops matching): what the reader sees, whichever script produced it.
 *
 *   <trigger> → <mark>     per mark, e.g. click → loading, click → added
 *   input → next paint     Event Timing's longest event of the interaction (what INP takes), 16 ms at least
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

// In the page: arm the marks, then resolve each mark's time (ms) after the reader's trigger, a real
// input Playwright sends: timed from that event's own timeStamp (when the input happened), so the
// round trip that delivered it is not counted. Plain source, not a function handed to evaluate:
// tsx's transform would wrap its named inner functions in a helper the page lacks.
const ARM_MARKS = `({ target, trigger, marks }) => {
	const element = document.querySelector(target);
	if (!element) throw new Error('no ' + target);
	window.__marks = new Promise((resolve, reject) => {
		const times = {};
		const pending = new Set(Object.keys(marks));
		const holds = (selector) => (selector.startsWith('!') ? !document.querySelector(selector.slice(1)) : !!document.querySelector(selector));
		let start = null;
		const check = () => {
			if (start === null) return;
			for (const name of [...pending])
				if (holds(marks[name])) {
					times[name] = performance.now() - start;
					pending.delete(name);
				}
			if (pending.size > 0) return;
			observer.disconnect();
			clearTimeout(timer);
			resolve({ times, start });
		};
		addEventListener(trigger, (event) => {
			if (start !== null || !element.contains(event.target)) return;
			start = event.timeStamp;
			queueMicrotask(check);
		}, true);
		const observer = new MutationObserver(check);
		observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
		const timer = setTimeout(() => {
			observer.disconnect();
			reject(new Error('after 15 s, still waiting for ' + [...pending].map((name) => name + ' (' + marks[name] + ')').join(', ')));
		}, 15000);
	});
}`;

/**
 * Event Timing's view of the interaction, as INP takes it: the longest event of an interaction
 * from the trigger on, input to next paint. Event Timing reports nothing under 16 ms: a figure of
 * 16 means "16 ms or less".
 */
const NEXT_PAINT = `(start) => {
	const durations = window.__bench.events.filter((event) => event.interactionId > 0 && event.startTime >= start - 1).map((event) => event.duration);
	return Math.max(16, ...durations);
}`;

/** The reader's input: a click, or the keyboard stepping the select to `value` (a trusted change, as a reader's). */
async function trigger(page: Page, target: string, value?: string): Promise<void> {
	if (value === undefined) return page.click(target);
	await page.focus(target);
	const steps = await page.$eval(target, (select, wanted) => (select as HTMLSelectElement).querySelector<HTMLOptionElement>(`option[value="${wanted}"]`)?.index ?? -1, value);
	if (steps < 0) throw new Error(`${target} has no option ${value}`);
	await page.$eval(target, (select) => ((select as HTMLSelectElement).selectedIndex = 0));
	for (let step = 0; step < steps; step++) await page.keyboard.press('ArrowDown');
}

export async function measureInteraction(browser: Browser, context: BrowserContext, spec: InteractionSpec, side: Side): Promise<Sample[]> {
	await spec.prepare?.(context);
	const { page, metrics } = await visit(context, spec.path);
	await spec.before?.(page);
	const triggerEvent = spec.value === undefined ? 'click' : 'change';
	let times: Record<string, number> = {};
	let work = 0;
	let nextPaint = 0;
	const act = async () => {
		const before = await metrics();
		await page.evaluate(`(${ARM_MARKS})(${JSON.stringify({ target: spec.target, trigger: triggerEvent, marks: spec.marks })})`);
		await trigger(page, spec.target, spec.value);
		const marked = (await page.evaluate('window.__marks')) as { times: Record<string, number>; start: number };
		times = marked.times;
		await page.waitForTimeout(SETTLE_MS);
		work = ((await metrics()).TaskDuration - before.TaskDuration) * 1000;
		nextPaint = (await page.evaluate(`(${NEXT_PAINT})(${marked.start})`)) as number;
	};
	const afterResponse = spec.response ? await traceWorkAfterResponse(browser, page, spec.response, act) : (await act(), null);
	const sample = (name: string, value: number): Sample => ({ group: spec.group, name, unit: 'ms', side, value });
	return [
		...Object.entries(times).map(([mark, ms]) => sample(`${triggerEvent} → ${mark}`, ms)),
		sample('input → next paint (Event Timing, as INP)', nextPaint),
		sample(`main-thread work, ${triggerEvent} to settled`, work),
		...(afterResponse === null ? [] : [sample('main-thread work after the response', afterResponse)]),
	];
}
