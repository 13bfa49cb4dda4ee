/**
 * The two tests every island owes, declared in the calling `describe`: its
 * first render leaves the printed markup byte for byte, and mounting it over
 * and over leaves nothing behind. `printed` is one markup, a list of markups
 * (each test titled with its markup) or a list of [name, markup] (titled with
 * the name).
 */
import type { ReactNode } from 'react';
import { expect, it, type TestOptions } from 'vitest';
import { checkHydration, checkServerIdentity, withCommentsEverywhere } from './island-kit';
import { countIslandLeaks, type LeakCycle } from './leak-cycles';

type Printed = string | readonly string[] | readonly (readonly [name: string, html: string])[];

function itEachPrinted(title: string, printed: Printed, options: TestOptions, test: (html: string) => Promise<void>): void {
	if (typeof printed === 'string') it(title, options, () => test(printed));
	else {
		const named = printed.map((entry): [string, string] => (typeof entry === 'string' ? [entry, entry] : [...entry]));
		it.each(named)(`${title}: %s`, options, (_name, html) => test(html));
	}
}

/** Also declares `itKeepsCommentsAndHandlers` over the same markup. */
export function itHydratesByteForByte(what: string, printed: Printed, render: (element: HTMLElement) => ReactNode): void {
	itEachPrinted(`hydrates the printed ${what} byte for byte`, printed, {}, async (html) => {
		const { before, after, mismatches } = await checkServerIdentity(html, render);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});
	itKeepsCommentsAndHandlers(what, printed, render);
}

/**
 * The island's real first render over its markup with a comment at every
 * depth keeps every byte and attaches exactly the handlers it attaches to the
 * plain markup (real templates print comments inside islands).
 */
export function itKeepsCommentsAndHandlers(what: string, printed: Printed, render: (element: HTMLElement) => ReactNode): void {
	itEachPrinted(`hydrates the printed ${what} with a comment at every depth, same bytes and handlers`, printed, {}, async (html) => {
		const plain = await checkHydration(html, render);
		const commented = await checkHydration(withCommentsEverywhere(html), render);
		expect(commented.after).toBe(commented.before);
		// React's reports quote the markup, so only their number can match (a printed inline handler is reported either way).
		expect(commented.mismatches).toHaveLength(plain.mismatches.length);
		expect(commented.handlers).toEqual(plain.handlers);
	});
}

interface LeakTest extends Omit<LeakCycle, 'html'> {
	html: Printed;
	/** What `use` does, for the title. */
	usage?: string;
}

export function itLeavesNothingBehind({ html, usage, ...cycle }: LeakTest): void {
	const leaks = cycle.timers ? 'listener or timer' : 'listener';
	const title = `leaves no ${leaks} behind after ${cycle.rounds ?? 100} mounts${usage ? `, ${usage}` : ''}`;
	// A hundred mounts and unmounts outlast the default timeout on a busy machine.
	itEachPrinted(title, html, { timeout: 30_000 }, async (markup) => {
		const leaked = await countIslandLeaks({ ...cycle, html: markup });
		expect(leaked).toBe(0);
	});
}
