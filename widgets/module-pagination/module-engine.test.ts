import { describe, expect, it, vi } from 'vitest';
import type { ModuleRequest } from '../../contracts/theme/module';
import type { AjaxOutcome } from '../../runtime/http/ajax';
import { normalizeLazyImages } from './module-cache';
import { ModuleEngine } from './module-engine';
import { scrollArmed } from './scroll-trigger';

const attribute = { class: 'JNews_Block_3', pagination_mode: 'nextprev', number_post: '2' };
const ok = (page: number, next = true): AjaxOutcome => ({ ok: true, status: 200, headers: new Headers(), data: { content: `<p>page ${page}</p>`, next, prev: page > 1 } });

function engineWith(send: (request: ModuleRequest) => Promise<AjaxOutcome>) {
	const waits: number[] = [];
	const engine = new ModuleEngine('jnews_module_ajax_', 'en_US', attribute, { send, wait: async (ms) => void waits.push(ms) });
	return { engine, waits };
}

describe('module engine', () => {
	it('builds the request from the block settings: prefix + class, module, data, lang', () => {
		const { engine } = engineWith(async () => ok(1));
		const { request } = engine.request(engine.target('next'));
		expect(request).toEqual({ action: 'jnews_module_ajax_JNews_Block_3', module: true, data: { filter: 0, filter_type: 'all', current_page: 2, attribute }, lang: 'en_US' });
	});

	it('snapshots the settings at hydration, so a later change of the global cannot break cache hits', () => {
		const live = { ...attribute };
		const engine = new ModuleEngine('p_', '', live, { send: async () => ok(1), wait: async () => {} });
		live.number_post = '99';
		expect(engine.current.attribute.number_post).toBe('2');
	});

	it('sends one request at a time: a second load while one runs is refused', async () => {
		let release: (outcome: AjaxOutcome) => void = () => {};
		const send = vi.fn(() => new Promise<AjaxOutcome>((resolve) => (release = resolve)));
		const { engine } = engineWith(send);
		const first = engine.load(engine.target('next'));
		expect(engine.busy).toBe(true);
		expect(await engine.load(engine.target('next'))).toEqual({ kind: 'locked' });
		release(ok(2));
		expect((await first).kind).toBe('loaded');
		expect(engine.busy).toBe(false);
		expect(send).toHaveBeenCalledOnce();
	});

	it('serves an identical request from memory after 100 ms, without the network', async () => {
		const send = vi.fn(async (request: ModuleRequest) => ok(request.data.current_page));
		const { engine, waits } = engineWith(send);
		await engine.load(engine.target('next'));
		await engine.load(engine.target('prev'));
		const again = await engine.load(engine.target('next'));
		expect(again).toMatchObject({ kind: 'loaded', fromCache: true, result: { content: '<p>page 2</p>' } });
		expect(send).toHaveBeenCalledTimes(2);
		expect(waits).toEqual([100]);
	});

	it('resets to page 1 on a filter, and keeps the page when a load fails', async () => {
		const outcomes: AjaxOutcome[] = [ok(2), { ok: false, kind: 'http', status: 500, text: '' }, { ok: true, status: 200, headers: new Headers(), data: '<html>' }];
		const { engine } = engineWith(async () => outcomes.shift()!);
		await engine.load(engine.target('next'));
		expect(engine.target('subclass', { id: '75', type: 'category' })).toMatchObject({ filter: '75', filter_type: 'category', current_page: 1 });
		expect((await engine.load(engine.target('next'))).kind).toBe('failed');
		expect((await engine.load(engine.target('next'))).kind).toBe('failed');
		expect(engine.current.current_page).toBe(2);
		expect(engine.busy).toBe(false);
	});

	it('gives cached lazy images their real source', () => {
		expect(normalizeLazyImages('<img class="lazyload x" src="data:," data-src="/a.jpg">')).toBe('<img class="lazyloaded x" src="/a.jpg" data-src="/a.jpg">');
	});
});

describe('infinite scroll arming', () => {
	it.each([
		[{ disabled: false, busy: false, limit: 3, page: 1 }, true],
		[{ disabled: false, busy: false, limit: 3, page: 2 }, true],
		[{ disabled: false, busy: false, limit: 3, page: 3 }, false],
		[{ disabled: false, busy: false, limit: 0, page: 40 }, true],
		[{ disabled: true, busy: false, limit: 0, page: 1 }, false],
		[{ disabled: false, busy: true, limit: 0, page: 1 }, false],
	])('%j → %s', (state, armed) => {
		expect(scrollArmed(state)).toBe(armed);
	});
});
