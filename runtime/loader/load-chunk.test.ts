import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
afterEach(() => vi.useRealTimers());

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
		vi.useFakeTimers();
		const loadChunk = createChunkLoader(BASE, importer);
		const loaded = loadChunk(addToCart);
		await vi.advanceTimersByTimeAsync(1000);
		await expect(loaded).resolves.toBe(mount);
		expect(importer.mock.calls.map(([url]) => url)).toEqual([
			`${BASE}add-to-cart-1a2b.js`,
			`${BASE}add-to-cart-1a2b.js?retry=1`,
		]);
	});

	it('waits a second before the retry', async () => {
		vi.useFakeTimers();
		const importer = vi.fn<Importer>().mockRejectedValueOnce(new TypeError('x')).mockResolvedValue({ default: mount });
		const loadChunk = createChunkLoader(BASE, importer);
		const pending = loadChunk(addToCart);
		await vi.advanceTimersByTimeAsync(999);
		expect(importer).toHaveBeenCalledTimes(1);
		await vi.advanceTimersByTimeAsync(1);
		await expect(pending).resolves.toBe(mount);
		expect(importer).toHaveBeenCalledTimes(2);
	});

	it('rejects after the one retry fails too', async () => {
		const importer = vi.fn<Importer>(async () => {
			throw new TypeError('offline');
		});
		vi.useFakeTimers();
		const loadChunk = createChunkLoader(BASE, importer);
		const loaded = expect(loadChunk(addToCart)).rejects.toThrow('offline');
		await vi.advanceTimersByTimeAsync(1000);
		await loaded;
		expect(importer).toHaveBeenCalledTimes(2);
	});
});
