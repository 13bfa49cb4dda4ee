import { beforeEach, describe, expect, it, vi } from 'vitest';
import onInteraction from './interaction';

let button: HTMLAnchorElement;
beforeEach(() => {
	document.body.innerHTML = '<a href="#go" class="ajax_add_to_cart">Add</a>';
	button = document.querySelector('a')!;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('interaction strategy', () => {
	it.each([
		['pointerdown', () => new PointerEvent('pointerdown', { bubbles: true })],
		['keydown', () => new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' })],
		['focusin', () => new FocusEvent('focusin', { bubbles: true })],
	])('starts once on %s', async (_name, make) => {
		const start = vi.fn(() => Promise.resolve());
		onInteraction(button, start);
		button.dispatchEvent(make());
		button.dispatchEvent(make());
		await settle();
		expect(start).toHaveBeenCalledTimes(1);
	});

	it('does nothing before any interaction', async () => {
		const start = vi.fn(() => Promise.resolve());
		onInteraction(button, start);
		await settle();
		expect(start).not.toHaveBeenCalled();
	});

	it('holds every click until started, then replays one click', async () => {
		let finishStart!: () => void;
		const start = vi.fn(() => new Promise<void>((resolve) => (finishStart = resolve)));
		onInteraction(button, start);
		const prevented: boolean[] = [];
		const onClick = (event: Event) => prevented.push(event.defaultPrevented);
		document.addEventListener('click', onClick);
		try {
			button.click();
			button.click();
			// Held clicks stop at the island: a delegated listener must not count them.
			expect(prevented).toEqual([]);
			await settle();
			expect(start).toHaveBeenCalledTimes(1);
			finishStart();
			await settle();
			// The replay is a fresh click that nobody held.
			expect(prevented).toEqual([false]);
		} finally {
			document.removeEventListener('click', onClick);
		}
	});

	it('replays the held click unprevented when nothing was mounted, so the link still works', async () => {
		// The loader's start settles even when the chunk or the mount fails.
		onInteraction(button, () => Promise.resolve());
		const clicks = vi.fn();
		document.addEventListener('click', clicks);
		try {
			button.click();
			await settle();
			expect(clicks).toHaveBeenCalledTimes(1);
			expect(clicks.mock.calls[0][0].defaultPrevented).toBe(false);
		} finally {
			document.removeEventListener('click', clicks);
		}
	});

	it('stops listening once started', async () => {
		const start = vi.fn(() => Promise.resolve());
		onInteraction(button, start);
		button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
		await settle();
		const clicks = vi.fn();
		document.addEventListener('click', clicks);
		try {
			button.click();
			expect(clicks.mock.calls[0][0].defaultPrevented).toBe(false);
			expect(start).toHaveBeenCalledTimes(1);
		} finally {
			document.removeEventListener('click', clicks);
		}
	});

	it('replays the click on what was clicked inside the island, not on the island itself', async () => {
		document.body.innerHTML = '<div class="jeg_share_button"><a href="#share" class="jeg_btn-facebook">Share</a></div>';
		const bar = document.querySelector<HTMLElement>('.jeg_share_button')!;
		const link = bar.querySelector('a')!;
		onInteraction(bar, () => Promise.resolve());
		const targets: EventTarget[] = [];
		document.addEventListener('click', (event) => targets.push(event.target!), { once: true });
		link.click();
		await settle();
		expect(targets).toEqual([link]);
	});
});
