/**
 * The island manifest the build writes into the loader: for each widget, the
 * markup that marks its islands, when to load it, and which hashed files to fetch.
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

/** One widget as the loader knows it after the build. */
export interface ManifestEntry extends IslandSpec {
	/** The widget's entry chunk, relative to the loader's own URL. */
	file: string;
	/** Static imports of that chunk (the shared framework chunk among them), preloaded with it. */
	imports: string[];
}

export type IslandManifest = Record<string, ManifestEntry>;

/** Everything a mounted widget receives from the loader. */
export interface IslandContext {
	name: string;
	/** Prefix for ids this island creates: Preact's useId repeats across roots. */
	idPrefix: string;
}

/** What mounting leaves behind: the function that unmounts the island, when it has one. */
export type Unmount = () => void;

/** The default export of every widget entry. */
export type MountIsland = (element: HTMLElement, context: IslandContext) => void | Unmount | Promise<void | Unmount>;
