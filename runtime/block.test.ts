import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockElement } from './block';

/** matchMedia that answers `reduce` for prefers-reduced-motion. */
function preferReducedMotion(reduce: boolean) {
	vi.stubGlobal(
		'matchMedia',
		vi.fn((query: string) => ({
			matches: reduce && query.includes('prefers-reduced-motion: reduce'),
			media: query,
			addEventListener() {},
			removeEventListener() {},
		})),
	);
}

let row: HTMLElement;
beforeEach(() => {
	document.body.innerHTML = '<ul><li class="woocommerce-mini-cart-item" style="position: static">Mug <a class="remove">×</a></li></ul>';
	row = document.querySelector('li')!;
	preferReducedMotion(true);
});
afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

describe('blockElement', () => {
	it('adds the BlockUI overlay and message with the default text, and marks the element busy', () => {
		blockElement(row);
		const overlay = row.querySelector(':scope > div.blockUI.blockOverlay') as HTMLElement;
		const message = row.querySelector(':scope > div.blockUI.blockMsg') as HTMLElement;
		expect(overlay).not.toBeNull();
		expect(overlay.className).toBe('blockUI blockOverlay');
		expect(message.className).toBe('blockUI blockMsg');
		expect(message.textContent).toBe('Please wait...');
		expect(row.getAttribute('aria-busy')).toBe('true');
		expect(overlay.style.cursor).toBe('wait');
		expect(overlay.style.position).toBe('absolute');
		expect(overlay.style.zIndex).toBe('1000');
		expect(overlay.style.opacity).toBe('0.6');
	});

	it('makes a static element relative while blocked, and restores it', async () => {
		const unblock = blockElement(row);
		expect(row.style.position).toBe('relative');
		await unblock();
		expect(row.style.position).toBe('');
	});

	it('shows a custom message as text', () => {
		blockElement(row, '<b>Removing</b>');
		const message = row.querySelector('.blockMsg')!;
		expect(message.textContent).toBe('<b>Removing</b>');
		expect(message.children).toHaveLength(0);
	});

	it('lets clicks through the layers as soon as it unblocks, while they fade out', () => {
		const unblock = blockElement(row);
		void unblock();
		const layers = [...row.querySelectorAll<HTMLElement>(':scope > .blockUI')];
		expect(layers).toHaveLength(2);
		expect(layers.map((layer) => layer.style.pointerEvents)).toEqual(['none', 'none']);
	});

	it('unblock removes the overlay, the message and aria-busy', async () => {
		const unblock = blockElement(row);
		await unblock();
		expect(row.querySelector('.blockUI')).toBeNull();
		expect(row.hasAttribute('aria-busy')).toBe(false);
		expect(row.textContent).toBe('Mug ×');
	});

	it('does not animate under reduced motion', () => {
		const animate = vi.spyOn(HTMLElement.prototype, 'animate');
		blockElement(row);
		expect(animate).not.toHaveBeenCalled();
	});

	it('fades in when motion is allowed and still unblocks', async () => {
		preferReducedMotion(false);
		const animate = vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(
			() => ({ finished: Promise.resolve() }) as unknown as Animation,
		);
		const unblock = blockElement(row);
		expect(animate).toHaveBeenCalled();
		await unblock();
		expect(row.querySelector('.blockUI')).toBeNull();
	});

	it('still unblocks when an animation is cancelled', async () => {
		preferReducedMotion(false);
		vi.spyOn(HTMLElement.prototype, 'animate').mockImplementation(
			() => ({ finished: Promise.reject(new DOMException('cancelled', 'AbortError')) }) as unknown as Animation,
		);
		const unblock = blockElement(row);
		await unblock();
		expect(row.querySelector('.blockUI')).toBeNull();
	});
});
