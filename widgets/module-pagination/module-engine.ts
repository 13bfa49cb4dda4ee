/**
 * One block's paging state without a view (theme-ajax.md §1.4): the data sent
 * (`filter`, `filter_type`, `current_page`, the block settings snapshotted at
 * hydration, edge case 7), one request at a time (the lock), and the cache.
 * A failed load changes nothing: the page number and filter stay as they were
 * and the lock is released (edge case 8).
 */
import { isModuleResponse, type ModuleAttribute, type ModuleData, type ModuleRequest, moduleRequest, type ModuleResponse } from '../../contracts/theme/module';
import type { AjaxFailure, AjaxOutcome } from '../../runtime/http/ajax';
import { CACHED_RENDER_MS, ModuleCache } from './module-cache';

export type ModuleAction = 'next' | 'prev' | 'more' | 'scroll' | 'subclass';

export type LoadOutcome =
	| { kind: 'locked' }
	| { kind: 'failed'; failure: AjaxFailure | { ok: false; kind: 'invalid' } }
	| { kind: 'loaded'; result: ModuleResponse; fromCache: boolean; data: ModuleData };

export interface EngineDeps {
	send(request: ModuleRequest): Promise<AjaxOutcome>;
	wait(ms: number): Promise<void>;
}

export class ModuleEngine {
	private data: ModuleData;
	private locked = false;
	private readonly cache = new ModuleCache();

	constructor(
		private readonly prefix: string,
		private readonly lang: string,
		attribute: ModuleAttribute,
		private readonly deps: EngineDeps,
	) {
		this.data = { filter: 0, filter_type: 'all', current_page: 1, attribute: JSON.parse(JSON.stringify(attribute)) as ModuleAttribute };
	}

	get current(): Readonly<ModuleData> {
		return this.data;
	}

	get busy(): boolean {
		return this.locked;
	}

	/** What the action asks for; a filter starts again at page 1. */
	target(action: ModuleAction, filter?: { id: string; type: ModuleData['filter_type'] }): ModuleData {
		if (action === 'subclass' && filter) return { ...this.data, filter: filter.id, filter_type: filter.type, current_page: 1 };
		const step = action === 'prev' ? -1 : 1;
		return { ...this.data, current_page: Math.max(1, this.data.current_page + step) };
	}

	/** The request `target` would send, and its cache key. */
	request(target: ModuleData): { request: ModuleRequest; key: string } {
		const request = moduleRequest(this.prefix, target, this.lang);
		return { request, key: JSON.stringify(request) };
	}

	/** Whether the answer to `target` is cached (no overlay then: nothing goes to the network). */
	has(target: ModuleData): boolean {
		return this.cache.get(this.request(target).key) !== undefined;
	}

	async load(target: ModuleData): Promise<LoadOutcome> {
		if (this.locked) return { kind: 'locked' };
		this.locked = true;
		try {
			const { request, key } = this.request(target);
			const cached = this.cache.get(key);
			if (cached) {
				await this.deps.wait(CACHED_RENDER_MS);
				this.data = target;
				return { kind: 'loaded', result: cached, fromCache: true, data: target };
			}
			const outcome = await this.deps.send(request);
			if (!outcome.ok) return { kind: 'failed', failure: outcome };
			if (!isModuleResponse(outcome.data)) return { kind: 'failed', failure: { ok: false, kind: 'invalid' } };
			this.cache.set(key, outcome.data);
			this.data = target;
			return { kind: 'loaded', result: outcome.data, fromCache: false, data: target };
		} finally {
			this.locked = false;
		}
	}
}
