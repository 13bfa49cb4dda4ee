/**
 * What a first visit to one page costs, on one side:
 *
 *   JS files        script files the page fetched (the bundle's lazy chunks included)
 *   JS gz bytes     gzip -9 of each script body fetched and of each inline script, whole page and by
 *                   origin (origin.ts)
 *   load script     CDP Performance.getMetrics ScriptDuration when the page is ready (loaded, islands
 *                   mounted, one more second)
 *   longest script  the longest script Long Animation Frames attribute (frames over 50 ms only; 0
 *                   when none was that long), noted with its origin and file
 *   TBT             total blocking time: the sum of each long task's time over 50 ms, until ready
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';
import type { Sample, Side } from './figures';
import { ORIGINS, type Origin, originOfInline, originOfUrl } from './origin';
import { visit } from './visit';

const gzipSize = (body: string | Buffer) => gzipSync(body, { level: 9 }).length;
const isScript = (response: Response) => response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
const fileOf = (url: string) => new URL(url).pathname.split('/').pop() || url;

interface FrameScript {
	url: string;
	duration: number;
	invoker: string;
}

/** `file (origin, invoker)`; a script of the page itself is an inline one; an invoker that is the script's own URL (its first run) is left out. */
function describeScript({ url, invoker }: FrameScript, pageUrl: string): string {
	const inline = !url || url === pageUrl;
	const how = invoker && !invoker.startsWith('http') ? `, ${invoker}` : '';
	return inline ? `inline script${how ? ` (${how.slice(2)})` : ''}` : `${fileOf(url)} (${originOfUrl(url)}${how})`;
}

export async function measureLoad(context: BrowserContext, group: string, path: string, side: Side): Promise<Sample[]> {
	const bodies = new Map<string, Promise<number>>();
	const { page, metrics } = await visit(context, path, (page) =>
		page.on('response', (response) => {
			if (isScript(response) && response.ok() && !bodies.has(response.url())) bodies.set(response.url(), response.body().then(gzipSize, () => 0));
		}),
	);
	const { ScriptDuration } = await metrics();
	const inPage = await page.evaluate(() => {
		const bench = (window as unknown as { __bench: { longTasks: number[]; frameScripts: FrameScript[] } }).__bench;
		const inline = [...document.querySelectorAll('script:not([src])')]
			.filter((script) => ['', 'text/javascript', 'module'].includes(script.getAttribute('type') ?? ''))
			.map((script) => ({ id: script.id, text: script.textContent ?? '' }));
		return { ...bench, inline };
	});

	const bytes = Object.fromEntries(ORIGINS.map((origin) => [origin, 0])) as Record<Origin, number>;
	for (const [url, size] of bodies) bytes[originOfUrl(url)] += await size;
	for (const script of inPage.inline) bytes[originOfInline(script.id)] += gzipSize(script.text);
	const longest = inPage.frameScripts.reduce<FrameScript | undefined>((best, script) => (!best || script.duration > best.duration ? script : best), undefined);
	const sample = (name: string, unit: Sample['unit'], value: number, extra: Partial<Sample> = {}): Sample => ({ group, name, unit, side, value, ...extra });

	return [
		sample('JS files', 'files', bodies.size),
		sample('JS gz', 'B', Object.values(bytes).reduce((sum, value) => sum + value, 0)),
		sample('load script time', 'ms', ScriptDuration * 1000),
		sample('longest script (LoAF)', 'ms', longest?.duration ?? 0, longest && { note: describeScript(longest, page.url()) }),
		sample('total blocking time', 'ms', inPage.longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
		...ORIGINS.map((origin) => sample('JS gz', 'B', bytes[origin], { origin })),
	];
}
