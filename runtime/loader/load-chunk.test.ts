import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createChunkLoader, type Importer } from './load-chunk';
import { readManifest } from './manifest';

const BASE = 'https://shop.example/wp-content/plugins/islands/dist/chunks/';
const [addToCart, miniCart] = readManifest({
	build: '1a2b',
	shared: ['framework', 'runtime'],
	widgets: [
		['.a', '03add-to-cart'],
		['.m', '02mini-cart'],
	],
});

const mount = () => {};
const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => link.href);

beforeEach(() => {
	document.head.innerHTML = '';
});

describe('createChunkLoader', () => {
	it('imports the chunk from the base URL and resolves its default mount', async () => {
		const importer = vi.fn<Importer>(async () => ({ default: mount }));
		const loadChunk = createChunkLoader(BASE, importer);
		await expect(loadChunk(addToCart)).resolves.toBe(mount);
		expect(importer).toHaveBeenCalledWith(`${BASE}add-to-cart-1a2b.js`);
	});

	it('adds one <link rel=modulepreload> per static import, once across widgets', async () => {
		const loadChunk = createChunkLoader(BASE, async () => ({ default: mount }));
		await loadChunk(addToCart);
		await loadChunk(miniCart);
		await loadChunk(addToCart);
		expect(preloads()).toEqual([`${BASE}framework-1a2b.js`, `${BASE}runtime-1a2b.js`]);
	});

	it('preloads before the chunk import starts', async () => {
		let preloadedAtImport: string[] = [];
		const loadChunk = createChunkLoader(BASE, async () => {
			preloadedAtImport = preloads();
			return { default: mount };
		});
		await loadChunk(miniCart);
		expect(preloadedAtImport).toEqual([`${BASE}runtime-1a2b.js`]);
	});

	it('imports each chunk once, however many islands ask', async () => {
		const importer = vi.fn<Importer>(async () => ({ default: mount }));
		const loadChunk = createChunkLoader(BASE, importer);
		await Promise.all([loadChunk(addToCart), loadChunk(addToCart), loadChunk(addToCart)]);
		expect(importer).toHaveBeenCalledTimes(1);
	});

	it('retries a failed import once with ?retry=1 after the delay', async () => {
		const importer = vi
			.fn<Importer>()
			.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
			.mockResolvedValueOnce({ default: mount });
		const loadChunk = createChunkLoader(BASE, importer, 0);
		await expect(loadChunk(addToCart)).resolves.toBe(mount);
		expect(importer.mock.calls.map(([url]) => url)).toEqual([
			`${BASE}add-to-cart-1a2b.js`,
			`${BASE}add-to-cart-1a2b.js?retry=1`,
		]);
	});

	it('waits retryDelayMs before the retry', async () => {
		vi.useFakeTimers();
		try {
			const importer = vi.fn<Importer>().mockRejectedValueOnce(new TypeError('x')).mockResolvedValue({ default: mount });
			const loadChunk = createChunkLoader(BASE, importer, 1000);
			const pending = loadChunk(addToCart);
			await vi.advanceTimersByTimeAsync(999);
			expect(importer).toHaveBeenCalledTimes(1);
			await vi.advanceTimersByTimeAsync(1);
			await expect(pending).resolves.toBe(mount);
			expect(importer).toHaveBeenCalledTimes(2);
		} finally {
			vi.useRealTimers();
		}
	});

	it('rejects after the one retry fails too', async () => {
		const importer = vi.fn<Importer>(async () => {
			throw new TypeError('offline');
		});
		const loadChunk = createChunkLoader(BASE, importer, 0);
		await expect(loadChunk(addToCart)).rejects.toThrow('offline');
		expect(importer).toHaveBeenCalledTimes(2);
	});
});
