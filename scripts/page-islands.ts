/**
 * Which widgets a page's markup wakes, decided as the loader decides it: the
 * page HTML (served in-process by the demo server) is parsed without running
 * its scripts, and each widget's selector is matched, with the operator
 * switches honoured. Every matched island counts, whatever its strategy: a
 * page's budget is what it costs once the reader has touched everything.
 */
import type { AddressInfo } from 'node:net';
import { Window } from 'happy-dom';
import { createDemoServer } from '../demo/server/app';
import type { IslandSpec } from '../runtime/loader/manifest';
import { isElementOff, isWidgetOff, pageSwitchedOff } from '../runtime/loader/switches';

export async function islandsInMarkup(html: string, widgets: Record<string, IslandSpec>): Promise<string[]> {
	const window = new Window();
	try {
		const doc = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
		const off = pageSwitchedOff(doc);
		return Object.entries(widgets)
			.filter(([name, { selector }]) => !isWidgetOff(off, name) && [...doc.querySelectorAll(selector)].some((element) => !isElementOff(element)))
			.map(([name]) => name);
	} finally {
		await window.happyDOM.close();
	}
}

/** The HTML of demo pages as a first-time visitor gets it. */
export async function fetchDemoPages(distDir: string, paths: string[]): Promise<Map<string, string>> {
	const demo = createDemoServer({ distDir });
	await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
	try {
		const base = `http://127.0.0.1:${(demo.server.address() as AddressInfo).port}`;
		const pages = new Map<string, string>();
		for (const path of paths) {
			const response = await fetch(base + path);
			if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
			pages.set(path, await response.text());
		}
		return pages;
	} finally {
		await demo.close();
	}
}
