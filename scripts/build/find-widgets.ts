/**
 * Widgets are found by folder: widgets/<name>/island.ts (selector, strategy)
 * and widgets/<name>/index.ts[x] (default export: the mount function).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IslandSpec } from '../../runtime/loader/manifest';

export interface WidgetSource {
	name: string;
	/** Absolute path of the chunk's entry module. */
	entry: string;
	spec: IslandSpec;
}

export async function findWidgets(widgetsDir: string): Promise<WidgetSource[]> {
	const names = readdirSync(widgetsDir, { withFileTypes: true })
		.filter((dirent) => dirent.isDirectory())
		.map((dirent) => dirent.name)
		.sort();
	const widgets: WidgetSource[] = [];
	for (const name of names) {
		const folder = path.join(widgetsDir, name);
		const entry = ['index.tsx', 'index.ts'].map((file) => path.join(folder, file)).find(existsSync);
		const islandFile = path.join(folder, 'island.ts');
		if (!entry || !existsSync(islandFile)) continue;
		const { island } = (await import(pathToFileURL(islandFile).href)) as { island: IslandSpec };
		widgets.push({ name, entry, spec: island });
	}
	return widgets;
}
