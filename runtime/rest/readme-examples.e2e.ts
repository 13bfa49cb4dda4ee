/**
 * The rest-api widget's README ("`wp.apiFetch` for page scripts") promises that its browser
 * examples work on the demo as written. This file reads them from that README itself, so a change
 * there is checked here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../scripts/e2e/session';

const openPage = useBrowser();

const readme = readFileSync(new URL('../../widgets/rest-api/README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## `wp.apiFetch` for page scripts');
const end = readme.indexOf('\n## ', start + 1);
const section = readme.slice(start, end === -1 ? undefined : end);
const [consoleBlock, pageScript] = [...section.matchAll(/```js\n([\s\S]*?)```/g)].map((match) => match[1]);

/** The console lines, each an expression with, maybe, the result the README shows after `// →`. */
const consoleLines = consoleBlock
	.split('\n')
	.filter((line) => line.trim() && !line.startsWith('//'))
	.map((line) => {
		const [code, shown] = line.split(/\s+\/\/ → /);
		return { code: code.replace(/;\s*$/, ''), shown: shown === undefined ? undefined : (JSON.parse(shown) as unknown) };
	});

describe('widgets/rest-api/README.md: the wp.apiFetch examples', () => {
	it('finds both example blocks', () => {
		expect(consoleLines.length).toBeGreaterThan(5);
		expect(pageScript).toContain('islands:idle');
	});

	it('console: every line gives the result shown, on /shop/ logged in as reader', async () => {
		const demo = await openPage();
		await demo.logIn('reader', '/shop/');
		await expect.poll(() => demo.page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');

		for (const { code, shown } of consoleLines) {
			const result: unknown = await demo.page.evaluate(`(async () => (${code}))()`);
			if (shown === undefined) continue;
			if (typeof shown === 'object') expect(result, code).toMatchObject(shown as object);
			else expect(result, code).toEqual(shown);
		}

		const override = demo.ajax.find((call) => call.headers['x-http-method-override']);
		expect(override?.headers['x-http-method-override']).toBe('PATCH');
		expect(demo.ajax.at(-1)?.headers['x-site']).toBe('1');
		expect(demo.errors).toEqual([expect.stringContaining('404')]); // the rest_no_route example, logged by Chromium
	});

	it('console: the whole block pasted at once runs', async () => {
		const demo = await openPage();
		await demo.logIn('reader', '/shop/');
		await expect.poll(() => demo.page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('function');
		await demo.page.evaluate(`(async () => { ${consoleBlock} })()`);
		expect(demo.errors).toEqual([expect.stringContaining('404')]);
	});

	it('page script: waits for wp.apiFetch on a page that asked for the REST API (?rest-api=1), logged out', async () => {
		const demo = await openPage();
		const logged: string[] = [];
		demo.page.on('console', (message) => logged.push(message.text()));
		const latest = (await (await demo.context.request.get(demo.url('/wp-json/wp/v2/posts?per_page=1'))).json()) as { title: { rendered: string } }[];
		await demo.goto('/article/a-week-without-a-phone/?rest-api=1');
		await demo.page.addScriptTag({ content: pageScript });
		await expect.poll(() => logged).toContain(`Latest: ${latest[0].title.rendered}`);
		expect(demo.errors).toEqual([]);
	});

	it('pages that did not ask for the REST API get no wp.apiFetch and no REST chunk', async () => {
		const demo = await openPage();
		await demo.goto('/article/a-week-without-a-phone/');
		await demo.page.waitForTimeout(500);
		expect(await demo.page.evaluate(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch)).toBe('undefined');
		expect(demo.chunks).toEqual([]);
	});
});
