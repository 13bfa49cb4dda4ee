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
	{ path: '/shop/', budget: { target: 24000, ceiling: 34800 } },
	{ path: '/product/mug/', budget: { target: 28000, ceiling: 40700 } },
	{ path: '/product/hoodie/', budget: { target: 28000, ceiling: 46300 } },
	{ path: '/cart/' },
	{ path: '/checkout/' },
	{ path: '/my-account/' },
	// The loader alone, at 56 widgets.
	{ path: '/article/city-council-approves-night-trams/', budget: { target: 3000, ceiling: 3350 } },
	// Grew with issue 20's runtime (above) and the theme-storage island that clears expired `jnews-` entries (issue 17).
	{ path: '/news/city-council-approves-night-trams/', budget: { target: 30000, ceiling: 47750 } },
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
