/**
 * One row of the fault matrix: an island that talks to a server, told as one interaction the
 * matrix can repeat, what the user sees when it lands and when it fails, and where its effect on
 * the server can be read back.
 */
import type { AjaxCall, DemoPage } from '../session';
import type { Fault } from './faults';

/** A fault the island is asked to survive (the rapid repeats are no failure). */
export type FailingFault = Exclude<Fault, 'latency' | 'rapid'>;

export interface IslandRow {
	/** The row's name in the table. */
	name: string;
	/** The fault mode's endpoint: a wc-ajax name, a theme or admin-ajax action, a REST route. */
	endpoint: string;
	/** How the browser's request shows in `DemoPage.ajax` (`jnews:<action>`, `admin-ajax:<action>`…). */
	sentAs: string;
	/** Loads the page and wakes the island; once per row. */
	open(demo: DemoPage): Promise<void>;
	/** Puts the page where `act` can run (a row to remove, a closed panel…); `n` counts interactions. */
	prepare?(demo: DemoPage, n: number): Promise<void>;
	/** The user's interaction: one request to `endpoint`. Does not wait for the outcome. */
	act(demo: DemoPage, n: number): Promise<void>;
	/** Polls until the user sees the interaction land. */
	succeeded(demo: DemoPage, n: number): Promise<void>;
	/** Polls until the user sees the failure: the spec's outcome, else an announced, visible failure. */
	failed(demo: DemoPage, fault: FailingFault, n: number): Promise<void>;
	/** Controls left loading, busy or disabled: none may match once an interaction is over. */
	busy: string;
	/** The island's effect on the server, as a count each landed interaction raises by one. */
	effect?(demo: DemoPage): Promise<number>;
	/** The effect of a failed interaction when the spec's outcome still performs it (a followed link). */
	failedEffect?(fault: FailingFault): number;
	/** Ten rapid repeats: `effect` is what they add together; `act` is the row's `act` by default. */
	rapid: {
		effect?: number;
		act?(demo: DemoPage, n: number, time: number): Promise<void>;
		/** `sent`: the requests to `endpoint` the ten interactions made. */
		check?(demo: DemoPage, sent: AjaxCall[]): Promise<void>;
	};
	/**
	 * For a request the demo's fault mode does not reach (a static file): the browser answers it with
	 * the fault instead (`offline` stays the browser's own). `requests` then counts what was asked.
	 */
	browserFault?: {
		start(demo: DemoPage, fault: Exclude<Fault, 'offline' | 'rapid'>): Promise<void>;
		stop(demo: DemoPage): Promise<void>;
		requests(): number;
	};
	/** Cells that do not apply, with why. */
	notApplicable?: Partial<Record<Fault, string>>;
}
