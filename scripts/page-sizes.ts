/**
 * What whole pages cost: the loader, plus the chunk of every widget whose
 * markup the page prints, plus the shared chunks those need (scripts/page-islands.ts).
 */
import type { BuildManifest } from './build/build-manifest';
import type { Budget, ChunkSize } from './chunk-sizes';
import { fetchDemoPages, islandsInMarkup } from './page-islands';

export interface PageSize {
	path: string;
	widgets: string[];
	files: string[];
	gzip: number;
	/** Absent for pages shown for information. */
	budget?: Budget;
}

/** Demo pages and their budgets (gzip, 1 kB = 1000 B, the framework included where a widget needs it). */
export const PAGES: Array<{ path: string; budget?: Budget }> = [
	{ path: '/' },
	// Ceilings are each page's measured size rounded up to 50 B (issue 19: nothing grows unnoticed); the shop pages dropped
	// with the wishlist's lazy add block. The product pages carry the tabs, rating and gallery islands that let them drop jQuery.
	// Issue 26: the cart fragments read the plugin's mark of the cart a page was printed for (+180 B with the add button's classes).
	// Issue 27 (right to left): the runtime's reading-direction check, which the gallery and tabs use (+40 B, +45 B on products).
	// Issue 27 (translatable words): `runtime/i18n.ts` and every island's `__()` calls (+240 B shop, +275 B mug, +285 B hoodie).
	// Issue 28: the wishlist's entry forwards third parties' reload events to a part that reads them (-96 B on each); an add
	// block hears variation choices on its product, not on document (-8 B on each).
	// Issue 33: the BlockUI look lets clicks through while it fades out (+6 B on each; only /shop/ crossed its ceiling).
	{ path: '/shop/', budget: { target: 24000, ceiling: 35550 } },
	{ path: '/product/mug/', budget: { target: 28000, ceiling: 41600 } },
	{ path: '/product/hoodie/', budget: { target: 28000, ceiling: 47800 } },
	{ path: '/cart/' },
	{ path: '/checkout/' },
	{ path: '/my-account/' },
	// The loader alone, at 56 widgets.
	{ path: '/article/city-council-approves-night-trams/', budget: { target: 3000, ceiling: 3350 } },
	// Grew with issue 20's runtime (above) and the theme-storage island that clears expired `jnews-` entries (issue 17);
	// issue 27: the sliders and the playlist follow the page's reading direction (+75 B); issue 27's translatable words (+415 B).
	{ path: '/news/city-council-approves-night-trams/', budget: { target: 30000, ceiling: 48290 } },
];

export function pageFiles(manifest: BuildManifest, widgets: string[]): string[] {
	const files = new Set([manifest.loader]);
	for (const name of widgets) for (const file of [...manifest.widgets[name].imports, manifest.widgets[name].file]) files.add(file);
	return [...files];
}

export async function measurePages(distDir: string, manifest: BuildManifest, sizes: ChunkSize[]): Promise<PageSize[]> {
	const gzipOf = new Map(sizes.map((size) => [size.file, size.gzip]));
	const html = await fetchDemoPages(distDir, PAGES.map((page) => page.path));
	const pages: PageSize[] = [];
	for (const { path, budget } of PAGES) {
		const widgets = await islandsInMarkup(html.get(path)!, manifest.widgets);
		const files = pageFiles(manifest, widgets);
		pages.push({ path, widgets, files, gzip: files.reduce((sum, file) => sum + gzipOf.get(file)!, 0), budget });
	}
	return pages;
}
