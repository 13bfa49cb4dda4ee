/**
 * The documentation by audience (README.md, docs/, each widget's README) was split out of one
 * README. `docs/readme-headings.json` froze that README's headings (from `git show`, before the
 * split), each mapped to the file where its text now lives and the heading it has there. This test
 * keeps every one of them at home, and every relative link of the docs pointing at a file that
 * exists, and at a heading that exists when it names one.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

type Home = { file: string; heading: string };
const frozen = JSON.parse(read('docs/readme-headings.json')) as Record<string, Home | Home[]>;

/** Fenced code blocks hold `#` lines and `](` that are neither headings nor links. */
const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');

const headingsOf = (markdown: string) =>
	withoutCode(markdown)
		.split('\n')
		.map((line) => /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1])
		.filter((heading): heading is string => heading !== undefined);

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
	const seen = new Map<string, number>();
	const anchors = new Set<string>();
	for (const heading of headingsOf(markdown)) {
		const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
		const slug = text.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
		const count = seen.get(slug) ?? 0;
		seen.set(slug, count + 1);
		anchors.add(count === 0 ? slug : `${slug}-${count}`);
	}
	return anchors;
}

const widgetNames = readdirSync(path.join(root, 'widgets')).filter((name) => existsSync(path.join(root, 'widgets', name, 'island.ts')));

const docs = [
	'README.md',
	...readdirSync(path.join(root, 'docs'))
		.filter((name) => name.endsWith('.md'))
		.map((name) => `docs/${name}`),
	...widgetNames.map((name) => `widgets/${name}/README.md`).filter((file) => existsSync(path.join(root, file))),
];

describe('every heading of the README before the split has a home', () => {
	it('has the frozen list: every heading, once', () => {
		expect(Object.keys(frozen).length).toBe(73);
	});

	for (const [old, homes] of Object.entries(frozen)) {
		for (const { file, heading } of [homes].flat()) {
			it(`"${old}" lives in ${file} as "${heading}"`, () => {
				expect(existsSync(path.join(root, file)), file).toBe(true);
				expect(headingsOf(read(file))).toContain(heading);
			});
		}
	}
});

describe('the entry page', () => {
	const readme = read('README.md');

	it('stays an entry page (about 200 lines at most)', () => {
		expect(readme.split('\n').length).toBeLessThanOrEqual(200);
	});

	it('keeps the two commands .ci/run and the reader rely on', () => {
		expect(readme).toContain('npm install && npm start');
		expect(readme).toMatch(/^npm test\s/m);
	});
});

describe('each widget has its markup contract next to its code', () => {
	const index = read('docs/theme-developers.md');
	for (const name of widgetNames) {
		it(`widgets/${name}/README.md, listed in docs/theme-developers.md`, () => {
			expect(existsSync(path.join(root, 'widgets', name, 'README.md'))).toBe(true);
			expect(index).toContain(`](../widgets/${name}/README.md)`);
		});
	}
});

describe('relative links of the docs resolve', () => {
	for (const file of docs) {
		it(file, () => {
			// Inline code may hold "](" too; a link whose text is code keeps its brackets.
			const text = withoutCode(read(file)).replace(/`[^`\n]*`/g, '');
			const broken: string[] = [];
			for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
				if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
				const [filePart, anchor] = target.split('#') as [string, string | undefined];
				const resolved = filePart === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(filePart));
				if (!existsSync(resolved)) {
					broken.push(`${target}: no such file`);
					continue;
				}
				if (anchor === undefined || !resolved.endsWith('.md') || statSync(resolved).isDirectory()) continue;
				if (!anchorsOf(readFileSync(resolved, 'utf8')).has(decodeURIComponent(anchor))) broken.push(`${target}: no such heading`);
			}
			expect(broken).toEqual([]);
		});
	}
});
