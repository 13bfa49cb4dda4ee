import { afterEach, describe, expect, it } from 'vitest';
import { GROUP, holdSubmitsUntilWritten } from './hold-submits';
import type { Tracker } from './order-attribution';

const PREFIX = 'wc_order_attribution_';

/** Each test's hold ends with it: a failed writer releases it. */
const holds: Array<(loaded: unknown) => void> = [];

/** A tracker whose writer has not connected yet, and a writer promise the test settles. */
function pending() {
	const tracker = { prefix: PREFIX } as Tracker;
	let settle!: (loaded: unknown) => void;
	const writer = new Promise<unknown>((resolve) => (settle = resolve));
	holdSubmitsUntilWritten(tracker, writer);
	holds.push(settle);
	return { tracker, settle };
}

/** What the page's own submit handler (WooCommerce's checkout script) sees: the inputs at that moment. */
function pageHandler(form: HTMLFormElement) {
	const seen: string[][] = [];
	form.addEventListener('submit', (event) => {
		event.preventDefault();
		seen.push([...new FormData(form).keys(), `by ${(event as SubmitEvent).submitter?.getAttribute('name')}`]);
	});
	return seen;
}

const submit = (form: HTMLFormElement) => form.querySelector<HTMLButtonElement>('button')!.click();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(async () => {
	for (const settle of holds.splice(0)) settle(null);
	await settled();
	document.body.replaceChildren();
});

describe('submits wait for the attribution inputs', () => {
	it('a checkout submitted before its group has inputs reaches the page once, from the same button, with the inputs, after the writer wrote them', async () => {
		document.body.innerHTML = `<form class="checkout"><${GROUP}></${GROUP}><button name="place_order">Place order</button></form>`;
		const form = document.querySelector('form')!;
		const seen = pageHandler(form);
		const { tracker, settle } = pending();
		submit(form);
		submit(form);
		expect(seen).toEqual([]);
		tracker.writeInputs = () => {};
		settle({});
		await settled();
		expect(seen).toEqual([]);
		form.querySelector(GROUP)!.innerHTML = `<input type="hidden" name="${PREFIX}source_type" value="utm">`;
		await settled();
		expect(seen).toEqual([[`${PREFIX}source_type`, 'by place_order']]);
		submit(form);
		expect(seen).toHaveLength(2);
	});

	it('8.5.x plain inputs wait for the writer to connect', async () => {
		document.body.innerHTML = `<form class="register"><input type="hidden" name="${PREFIX}source_type" value=""><button>Register</button></form>`;
		const form = document.querySelector('form')!;
		const seen = pageHandler(form);
		const { tracker, settle } = pending();
		submit(form);
		expect(seen).toEqual([]);
		tracker.writeInputs = () => {};
		settle({});
		await settled();
		expect(seen).toHaveLength(1);
	});

	it('a form without attribution inputs is never held', () => {
		document.body.innerHTML = '<form class="search"><input name="s"><button>Search</button></form>';
		const form = document.querySelector('form')!;
		const seen = pageHandler(form);
		pending();
		submit(form);
		expect(seen).toHaveLength(1);
	});

	it('a writer that failed to load releases the held submit: the order is placed without attribution', async () => {
		document.body.innerHTML = `<form class="checkout"><${GROUP}></${GROUP}><button>Place order</button></form>`;
		const form = document.querySelector('form')!;
		const seen = pageHandler(form);
		const { settle } = pending();
		submit(form);
		settle(null);
		await settled();
		expect(seen).toHaveLength(1);
	});
});
