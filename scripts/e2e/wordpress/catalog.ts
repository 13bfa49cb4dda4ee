/** The kit's products and pages, by the ids its setup wrote to `logs/products.json`. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shopEnv } from './shop';

interface Manifest {
	[sku: string]: { id: number };
}

let manifest: Manifest | undefined;
const idOf = (sku: string): number => {
	manifest ??= JSON.parse(readFileSync(path.join(shopEnv.WP_DIR, 'logs/products.json'), 'utf8')) as Manifest;
	const entry = manifest[sku];
	if (!entry) throw new Error(`no product ${sku} in the kit's products.json`);
	return entry.id;
};

export const product = {
	mug: { id: () => idOf('TEST-001'), name: 'Test Mug', path: '/product/test-mug/' },
	tShirt: { id: () => idOf('TEST-002'), name: 'Test T-Shirt', path: '/product/test-t-shirt/' },
	poster: { id: () => idOf('TEST-003'), name: 'Test Poster', path: '/product/test-poster/' },
	notebook: { id: () => idOf('TEST-004'), name: 'Test Notebook', path: '/product/test-notebook/' },
	hoodie: { id: () => idOf('TEST-VAR'), name: 'Test Hoodie', path: '/product/test-hoodie/' },
	hoodieS: { id: () => idOf('TEST-VAR-S'), name: 'Test Hoodie - S' },
	hoodieM: { id: () => idOf('TEST-VAR-M'), name: 'Test Hoodie - M' },
};
