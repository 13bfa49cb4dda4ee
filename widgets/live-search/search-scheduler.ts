/**
 * When live search asks the server (spec §5, theme-ajax.md §3.3): only for a
 * trimmed input of at least 3 characters that differs from the last query,
 * 200 ms after the last keystroke; a shorter input hides the results. A newer
 * query aborts the older request, and an answer that arrives after a newer
 * query was sent is dropped, so results never go back in time. Queries are
 * compared trimmed ("abc" then "abc " asks once; contract edge case 14), and
 * hiding forgets the last query, so typing it again shows results again.
 */
import type { AjaxOutcome } from '../../runtime/http/ajax';

export const MIN_CHARS = 3;
export const DEBOUNCE_MS = 200;

export interface SchedulerDeps {
	send(query: string, signal: AbortSignal): Promise<AjaxOutcome>;
	onLoading(loading: boolean): void;
	onResults(html: string): void;
	onHide(): void;
	onFailure(outcome: AjaxOutcome): void;
}

export class SearchScheduler {
	private last = '';
	private timer: ReturnType<typeof setTimeout> | undefined;
	private controller: AbortController | undefined;
	private sequence = 0;

	constructor(private readonly deps: SchedulerDeps) {}

	input(value: string): void {
		const query = value.trim();
		if (query.length < MIN_CHARS) {
			this.cancel();
			this.last = '';
			this.deps.onHide();
			return;
		}
		if (query === this.last) return;
		this.last = query;
		clearTimeout(this.timer);
		this.timer = setTimeout(() => void this.send(value), DEBOUNCE_MS);
	}

	/** Stops the timer and the request in flight (unmount, or a short input). */
	cancel(): void {
		clearTimeout(this.timer);
		this.timer = undefined;
		if (this.controller) {
			this.controller.abort();
			this.controller = undefined;
			this.sequence++;
			this.deps.onLoading(false);
		}
	}

	private async send(value: string): Promise<void> {
		this.controller?.abort();
		const controller = new AbortController();
		this.controller = controller;
		const sequence = ++this.sequence;
		this.deps.onLoading(true);
		const outcome = await this.deps.send(value, controller.signal);
		if (sequence !== this.sequence) return;
		this.controller = undefined;
		this.deps.onLoading(false);
		if (outcome.ok) this.deps.onResults(typeof outcome.data === 'string' ? outcome.data : '');
		else if (outcome.kind !== 'aborted') {
			this.last = '';
			this.deps.onFailure(outcome);
		}
	}
}
