/**
 * The island manifest the build inlines into the loader. It ships to every
 * page, so it is compact: per widget only its selector and one short key, and
 * one hash for the whole build. At 40 widgets this form costs about 25 B gzip
 * per widget, a quarter of the JSON objects with hashed file names it replaced.
 *
 *   build:   "x1y2z3"                  every chunk of this build is chunks/<name>-<build>.js
 *   shared:  ["framework", "runtime"]  the shared chunks
 *   widgets: [[".add_to_cart_button…", "03add-to-cart"], …]
 *             key = strategy digit (index in STRATEGIES), then a base-36 digit whose
 *             bit i says the widget needs shared[i] (its transitive static
 *             imports, preloaded with it), then the widget's name.
 */

/** When an island's chunk is fetched and mounted. */
export type Strategy = 'load' | 'idle' | 'visible' | 'interaction';

export const STRATEGIES: readonly Strategy[] = ['load', 'idle', 'visible', 'interaction'];

/** What a widget declares about itself in `widgets/<name>/island.ts`. */
export interface IslandSpec {
	/** CSS selector of the markup that WooCommerce, the wishlist plugin or the theme already prints. */
	selector: string;
	/** Default strategy; markup can override it per element with `data-island-load`. */
	strategy: Strategy;
}

export interface LoaderManifest {
	build: string;
	shared: string[];
	widgets: Array<[selector: string, key: string]>;
}

/** One widget as the loader uses it. */
export interface Widget {
	name: string;
	selector: string;
	/** Index in STRATEGIES. */
	strategy: number;
	/** Its chunk, relative to the chunks folder. */
	file: string;
	/** Shared chunks it imports, preloaded with it. */
	preload: string[];
	/** Elements this widget has taken, so none is mounted twice. */
	claimed: WeakSet<Element>;
}

export function readManifest({ build, shared, widgets }: LoaderManifest): Widget[] {
	const chunkFile = (name: string) => `${name}-${build}.js`;
	return widgets.map(([selector, key]) => ({
		name: key.slice(2),
		selector,
		strategy: +key[0],
		file: chunkFile(key.slice(2)),
		preload: shared.filter((_, bit) => parseInt(key[1], 36) & (1 << bit)).map(chunkFile),
		claimed: new WeakSet(),
	}));
}

/** Everything a mounted widget receives from the loader. */
export interface IslandContext {
	name: string;
	/** Prefix for ids this island creates: Preact's useId repeats across roots. */
	idPrefix: string;
	/** Found after the page's first scan: markup a script (or another island) put on the page later. */
	inserted?: boolean;
}

/**
 * Undoes what a mount did: the loader calls it when the island's element leaves the document,
 * or, for an island that re-renders its element elsewhere, when `connected` says nothing it
 * rendered is on the page any more.
 */
export type Unmount = (() => void) & { connected?: () => boolean };

/** The default export of every widget entry. */
export type MountIsland = (element: HTMLElement, context: IslandContext) => void | Unmount | Promise<void | Unmount>;
