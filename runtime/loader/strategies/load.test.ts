import { afterEach, describe, expect, it, vi } from 'vitest';
import onLoad from './load';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
	document.body.innerHTML = '';
});

describe('load strategy', () => {
	it('starts at once', () => {
		document.body.innerHTML = '<form></form>';
		const start = vi.fn(() => Promise.resolve());
		onLoad(document.querySelector('form')!, start);
		expect(start).toHaveBeenCalledOnce();
	});

	it('a press on the form’s button before the island is mounted does not send the plain form; it is replayed once mounted', async () => {
		document.body.innerHTML = '<form action="/product/t-shirt/" method="post"><button type="submit">Add to cart</button></form>';
		const form = document.querySelector('form')!;
		const button = form.querySelector('button')!;
		const submits = vi.fn((event: Event) => event.preventDefault());
		form.addEventListener('submit', submits);
		let mounted!: () => void;
		onLoad(form, () => new Promise<void>((resolve) => (mounted = resolve)));

		button.click();
		button.click();
		expect(submits).not.toHaveBeenCalled();

		// The island's own handler, as its mount registers it.
		const island = vi.fn();
		form.addEventListener('click', island);
		mounted();
		await settle();
		expect(island).toHaveBeenCalledOnce();
		expect(submits).toHaveBeenCalledOnce();

		button.click();
		expect(island).toHaveBeenCalledTimes(2);
	});
});
