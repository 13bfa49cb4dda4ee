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
	{ path: '/shop/', budget: { target: 24000, ceiling: 38100 } },
	{ path: '/product/mug/', budget: { target: 28000, ceiling: 37900 } },
	{ path: '/product/hoodie/', budget: { target: 28000, ceiling: 43700 } },
	{ path: '/cart/' },
	{ path: '/checkout/' },
	{ path: '/my-account/' },
	{ path: '/article/city-council-approves-night-trams/', budget: { target: 3000, ceiling: 3300 } },
	// The ceiling rose by 265 B for the article's accessibility fixes (named share links, label-in-name arrows, repeated thumbnail links).
	{ path: '/news/city-council-approves-night-trams/', budget: { target: 30000, ceiling: 45200 } },
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
