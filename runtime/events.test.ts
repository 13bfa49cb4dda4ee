// @ts-ignore -- jquery ships no type declarations and @types/jquery is not installed.
import $ from 'jquery';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEventChannel, jQueryOnPage } from './events';

type JQ = typeof $ & ((target: unknown) => { on: Function; off: Function; trigger: Function });
const jq = $ as unknown as JQ;
const g = globalThis as { jQuery?: unknown };

const cleanups: Array<() => void> = [];
/** Adds a native listener on body for the duration of the test. */
function listenBody(type: string, listener: (event: CustomEvent) => void) {
	const wrapped = (event: Event) => listener(event as CustomEvent);
	document.body.addEventListener(type, wrapped);
	cleanups.push(() => document.body.removeEventListener(type, wrapped));
}

let button: HTMLElement;
beforeEach(() => {
	document.body.innerHTML = '<a class="button add_to_cart_button">Add</a>';
	button = document.querySelector('a')!;
});
afterEach(() => {
	for (const cleanup of cleanups.splice(0)) cleanup();
	delete g.jQuery;
	jq(document.body).off();
	jq(document).off();
});

describe('without jQuery', () => {
	it('jQueryOnPage is undefined', () => {
		expect(jQueryOnPage()).toBeUndefined();
	});

	it('emit dispatches wc:name and the bare name on body, with the args array as detail', () => {
		const channel = createEventChannel('wc:');
		const seen: Array<[string, EventTarget | null, unknown, boolean]> = [];
		for (const type of ['wc:added_to_cart', 'added_to_cart'])
			listenBody(type, (event) => seen.push([event.type, event.target, event.detail, event.bubbles]));
		const fragments = { 'a.cart': '<a class="cart"></a>' };
		channel.emit('added_to_cart', [fragments, 'hash', button]);
		expect(seen).toEqual([
			['wc:added_to_cart', document.body, [fragments, 'hash', button], true],
			['added_to_cart', document.body, [fragments, 'hash', button], true],
		]);
	});

	it('a listener registered with on() runs exactly once per emit, with the args', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		channel.emit('added_to_cart', [{}, 'h1', button]);
		channel.emit('added_to_cart', [{}, 'h2', button]);
		expect(handler).toHaveBeenCalledTimes(2);
		expect(handler.mock.calls[0][0]).toEqual([{}, 'h1', button]);
		expect(handler.mock.calls[1][0][1]).toBe('h2');
	});

	it('a third party dispatching the bare name natively reaches on() once', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{ x: '1' }, 'h', button] }));
		expect(handler).toHaveBeenCalledTimes(1);
		expect(handler).toHaveBeenCalledWith([{ x: '1' }, 'h', button]);
	});

	it('reads detail.detail, as the block-theme script sends it', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		document.body.dispatchEvent(
			new CustomEvent('added_to_cart', { bubbles: true, detail: { detail: [{ a: 'b' }, 'h', button] } }),
		);
		expect(handler).toHaveBeenCalledWith([{ a: 'b' }, 'h', button]);
	});

	it('an event without an args array gives an empty list', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('wc_fragment_refresh', handler));
		document.body.dispatchEvent(new Event('wc_fragment_refresh', { bubbles: true }));
		expect(handler).toHaveBeenCalledWith([]);
	});

	it('the function returned by on() unsubscribes', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		const off = channel.on('added_to_cart', handler);
		off();
		channel.emit('added_to_cart', []);
		document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [] }));
		expect(handler).not.toHaveBeenCalled();
	});

	it('vetoed is false when nobody objects', () => {
		const channel = createEventChannel('wc:');
		expect(channel.vetoed('should_send_ajax_request.adding_to_cart', [button])).toBe(false);
	});

	it.each(['wc:should_send_ajax_request.adding_to_cart', 'should_send_ajax_request.adding_to_cart'])(
		'vetoed is true when a native listener calls preventDefault on %s',
		(type) => {
			const channel = createEventChannel('wc:');
			listenBody(type, (event) => {
				expect(event.detail).toEqual([button]);
				event.preventDefault();
			});
			expect(channel.vetoed('should_send_ajax_request.adding_to_cart', [button])).toBe(true);
		},
	);

	it('plain emits are not cancelable, veto events are', () => {
		const channel = createEventChannel('wc:');
		const cancelable: boolean[] = [];
		listenBody('wc:a', (event) => cancelable.push(event.cancelable));
		channel.emit('a');
		channel.vetoed('a');
		expect(cancelable).toEqual([false, true]);
	});
});

describe('with jQuery on the page', () => {
	beforeEach(() => {
		g.jQuery = $;
	});

	it('jQuery handlers on body get (event, ...args) with elements wrapped, exactly once', () => {
		const channel = createEventChannel('wc:');
		const calls: unknown[][] = [];
		jq(document.body).on('added_to_cart', (_event: unknown, ...args: unknown[]) => calls.push(args));
		const fragments = { 'div.x': '<div class="x"></div>' };
		channel.emit('added_to_cart', [fragments, 'hash', button]);
		expect(calls).toHaveLength(1);
		const [frags, hash, $btn] = calls[0] as [unknown, unknown, { jquery: string; 0: Element }];
		expect(frags).toBe(fragments);
		expect(hash).toBe('hash');
		expect($btn.jquery).toBeTypeOf('string');
		expect($btn[0]).toBe(button);
	});

	it('the wc: native mirror still fires with the raw element, and the bare name is not dispatched natively', () => {
		const channel = createEventChannel('wc:');
		const mirror = vi.fn();
		const bare = vi.fn();
		listenBody('wc:added_to_cart', (event) => mirror(event.detail));
		listenBody('added_to_cart', bare);
		channel.emit('added_to_cart', [{}, 'h', button]);
		expect(mirror).toHaveBeenCalledTimes(1);
		expect(mirror).toHaveBeenCalledWith([{}, 'h', button]);
		expect(bare).not.toHaveBeenCalled();
	});

	it('our own listeners run before the page’s jQuery handlers, as the original scripts’ handlers bound first do', () => {
		const channel = createEventChannel('wc:');
		const order: string[] = [];
		jq(document.body).on('added_to_cart', () => order.push('a neighbour on body'));
		cleanups.push(channel.on('added_to_cart', () => order.push('ours')));
		channel.emit('added_to_cart', [{}, 'h', button]);
		expect(order).toEqual(['ours', 'a neighbour on body']);
	});

	it('jQuery presence is checked at emit time', () => {
		delete g.jQuery;
		const channel = createEventChannel('wc:');
		g.jQuery = $;
		const handler = vi.fn();
		jq(document.body).on('wc_fragments_loaded', handler);
		channel.emit('wc_fragments_loaded');
		expect(handler).toHaveBeenCalledTimes(1);
	});

	it('our own emit reaches on() exactly once', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('removed_from_cart', handler));
		channel.emit('removed_from_cart', [{}, '', button]);
		expect(handler).toHaveBeenCalledTimes(1);
		expect(handler).toHaveBeenCalledWith([{}, '', button]);
	});

	it('a third-party jQuery trigger reaches on() once, with the element unwrapped', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		const frags = { 'div.widget_shopping_cart_content': '<div></div>' };
		jq(document.body).trigger('added_to_cart', [frags, 'hash', jq(button)]);
		expect(handler).toHaveBeenCalledTimes(1);
		expect(handler).toHaveBeenCalledWith([frags, 'hash', button]);
	});

	// jQuery loaded after the islands (footer script, "delay JS" optimisers) is still heard.
	it('a jQuery trigger reaches on() when jQuery loaded after on() was called', () => {
		delete g.jQuery;
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		g.jQuery = $;
		const frags = { 'div.widget_shopping_cart_content': '<div></div>' };
		jq(document.body).trigger('added_to_cart', [frags, 'hash', jq(button)]);
		expect(handler).toHaveBeenCalledTimes(1);
		expect(handler).toHaveBeenCalledWith([frags, 'hash', button]);
	});

	it('a third-party native bare dispatch reaches on() once even though jQuery also sees it', () => {
		const channel = createEventChannel('wc:');
		const handler = vi.fn();
		cleanups.push(channel.on('added_to_cart', handler));
		document.body.dispatchEvent(new CustomEvent('added_to_cart', { bubbles: true, detail: [{}, 'h', button] }));
		expect(handler).toHaveBeenCalledTimes(1);
	});

	it('vetoed is true when a jQuery handler on body returns false', () => {
		const channel = createEventChannel('wc:');
		const seen: unknown[] = [];
		jq(document.body).on('should_send_ajax_request.adding_to_cart', (_e: unknown, $btn: { 0: Element }) => {
			seen.push($btn[0]);
			return false;
		});
		expect(channel.vetoed('should_send_ajax_request.adding_to_cart', [button])).toBe(true);
		expect(seen).toEqual([button]);
	});

	it('vetoed is false when jQuery handlers return anything but false', () => {
		const channel = createEventChannel('wc:');
		jq(document.body).on('should_send_ajax_request.adding_to_cart', () => true);
		jq(document.body).on('should_send_ajax_request.adding_to_cart', () => undefined);
		expect(channel.vetoed('should_send_ajax_request.adding_to_cart', [button])).toBe(false);
	});

	it('vetoed still honours preventDefault on the wc: mirror', () => {
		const channel = createEventChannel('wc:');
		listenBody('wc:should_send_ajax_request.adding_to_cart', (event) => event.preventDefault());
		expect(channel.vetoed('should_send_ajax_request.adding_to_cart', [button])).toBe(true);
	});
});
