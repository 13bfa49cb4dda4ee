/**
 * What the demo's AJAX endpoints received, in arrival order, and which
 * requests broke the wire contract. Tests read both through /demo/api/ to
 * assert what the bundle really sent, so entries keep the parsed body as PHP
 * would see it.
 */
import type { PhpValue } from '../http/php-form';

export type EndpointKind = 'wc-ajax' | 'admin-ajax' | 'rest' | 'theme-ajax';

export interface LoggedRequest {
	seq: number;
	at: string;
	method: string;
	kind: EndpointKind;
	endpoint: string;
	contentType: string;
	body: Record<string, PhpValue>;
	/** The fault mode applied instead of (or, for latency, before) the real answer. */
	fault?: string;
	violations: string[];
}

export interface Violation {
	seq: number;
	at: string;
	kind: EndpointKind;
	endpoint: string;
	rule: string;
}

/** Keeps memory flat during long bench runs. */
const MAX_ENTRIES = 5000;

export class RequestLog {
	readonly requests: LoggedRequest[] = [];
	readonly violations: Violation[] = [];
	private seq = 0;

	record(entry: Omit<LoggedRequest, 'seq' | 'at'>): LoggedRequest {
		const logged: LoggedRequest = { seq: ++this.seq, at: new Date().toISOString(), ...entry };
		push(this.requests, logged);
		for (const rule of entry.violations)
			push(this.violations, { seq: logged.seq, at: logged.at, kind: entry.kind, endpoint: entry.endpoint, rule });
		return logged;
	}

	clear(): void {
		this.requests.length = 0;
		this.violations.length = 0;
	}
}

function push<T>(list: T[], item: T): void {
	list.push(item);
	if (list.length > MAX_ENTRIES) list.shift();
}
