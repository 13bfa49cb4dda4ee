/**
 * The kit's products and pages, by the ids its setup wrote to `logs/products.json`, and what the
 * tier's own staging added (`wordpress/tests/stage-shop.php`, ids in `logs/staged.json`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { shopEnv } from './shop';

interface Manifest {
	[sku: string]: { id: number };
}

/** Where the global setup writes what `stage-shop.php` answered. */
export const STAGED_FILE = 'logs/staged.json';

let manifest: Manifest | undefined;
let staged: Record<string, number> | undefined;

const idOf = (sku: string): number => {
	manifest ??= JSON.parse(readFileSync(path.join(shopEnv.WP_DIR, 'logs/products.json'), 'utf8')) as Manifest;
	const entry = manifest[sku];
	if (!entry) throw new Error(`no product ${sku} in the kit's products.json`);
	return entry.id;
};

export const stagedId = (key: string): number => {
	staged ??= JSON.parse(readFileSync(path.join(shopEnv.WP_DIR, STAGED_FILE), 'utf8')) as Record<string, number>;
	const id = staged[key];
	if (!id) throw new Error(`nothing staged as ${key} in ${STAGED_FILE}`);
	return id;
};

export const product = {
	mug: { id: () => idOf('TEST-001'), name: 'Test Mug', path: '/product/test-mug/' },
	tShirt: { id: () => idOf('TEST-002'), name: 'Test T-Shirt', path: '/product/test-t-shirt/' },
	poster: { id: () => idOf('TEST-003'), name: 'Test Poster', path: '/product/test-poster/' },
	notebook: { id: () => idOf('TEST-004'), name: 'Test Notebook', path: '/product/test-notebook/' },
	hoodie: { id: () => idOf('TEST-VAR'), name: 'Test Hoodie', path: '/product/test-hoodie/' },
	hoodieS: { id: () => idOf('TEST-VAR-S'), name: 'Test Hoodie - S' },
	hoodieM: { id: () => idOf('TEST-VAR-M'), name: 'Test Hoodie - M' },
	solo: { id: () => stagedId('solo'), name: 'Test Solo Print', path: '/product/test-solo-print/' },
	soldOut: { id: () => stagedId('soldOut'), name: 'Test Sold-Out Cap', path: '/product/test-sold-out-cap/' },
	backorder: { id: () => stagedId('backorder'), name: 'Test Backorder Lamp', path: '/product/test-backorder-lamp/' },
	group: { id: () => stagedId('group'), name: 'Test Gift Set', path: '/product/test-gift-set/' },
	external: { id: () => stagedId('external'), name: 'Test Partner Book', path: '/product/test-partner-book/' },
	jacket: { id: () => stagedId('jacket'), name: 'Test Jacket', path: '/product/test-jacket/' },
	jacketRedS: { id: () => stagedId('jacket:TEST-JACKET-RED-S') },
	jacketBlueL: { id: () => stagedId('jacket:TEST-JACKET-BLUE-L') },
	jacketBlueSWool: { id: () => stagedId('jacket:TEST-JACKET-BLUE-S-WOOL') },
};

/** The classic cart and checkout pages the staging made beside the blocks' pages. */
export const classicPages = () => ({ cart: stagedId('page:cart-classic'), checkout: stagedId('page:checkout-classic') });
