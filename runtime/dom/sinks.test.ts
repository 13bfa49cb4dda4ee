// @vitest-environment node
/**
 * A static check of the shipped sources (runtime/ and widgets/, tests and
 * fixtures aside): each dangerous sink has one home, and a new use anywhere
 * else fails here with its file and line. SECURITY.md lists what each rule
 * defends against.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const NOT_SHIPPED = /\.(test|e2e)\.tsx?$|\.fixtures\.tsx?$|\/testing\//;

function sourcesUnder(folder: string): string[] {
	return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
		.map((entry) => relative(ROOT, join(entry.parentPath, entry.name)))
		.filter((path) => !NOT_SHIPPED.test(path));
}

/** Code without its comments, line numbers kept: comments may name the sinks they explain. */
const codeOf = (text: string): string =>
	text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/^\s*\/\/.*$/gm, '');

const SOURCES = [...sourcesUnder('runtime'), ...sourcesUnder('widgets')].map((path) => ({ path, code: codeOf(readFileSync(join(ROOT, path), 'utf8')) }));

/** `file:line: code` for each match of `pattern` outside the files `allowed` names. */
function usesOutside(pattern: RegExp, allowed: readonly string[]): string[] {
	const found: string[] = [];
	for (const { path, code } of SOURCES) {
		if (allowed.includes(path)) continue;
		code.split('\n').forEach((line, index) => {
			if (pattern.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
		});
	}
	return found;
}

it('scans the shipped sources', () => {
	expect(SOURCES.length).toBeGreaterThan(300);
	expect(SOURCES.some(({ path }) => path.endsWith('.test.ts'))).toBe(false);
});

describe('server HTML goes through runtime/dom/server-html.ts only', () => {
	const HOME = ['runtime/dom/server-html.ts'];

	it.each([
		['innerHTML / outerHTML writes', /\.(innerHTML|outerHTML)\s*\+?=(?!=)/],
		['insertAdjacentHTML', /\binsertAdjacentHTML\s*\(/],
		['createContextualFragment', /\bcreateContextualFragment\s*\(/],
		['DOMParser', /\bDOMParser\b/],
		['document.write', /\b(document|doc)\.write(ln)?\s*\(/],
		['setHTMLUnsafe / parseHTMLUnsafe', /\b(setHTMLUnsafe|parseHTMLUnsafe|setHTML)\s*\(/],
		['srcdoc', /\bsrcdoc\b/],
		// React's sink: `dangerouslySetInnerHTML` takes `{ __html }`, which only serverHtmlProp builds.
		['a hand-made { __html } value', /\b__html\b/],
	])('no %s elsewhere', (_name, pattern) => {
		expect(usesOutside(pattern, HOME)).toEqual([]);
	});
});

describe('navigation goes through runtime/navigate.ts only', () => {
	const HOME = ['runtime/navigate.ts'];

	it.each([
		['location.assign / replace', /\blocation\.(assign|replace)\s*\(/],
		['location.href = …', /\blocation\.href\s*=(?!=)/],
		['location = …', /(^|[\s;({])((window|document|globalThis)\.)?location\s*=(?!=)/],
		['window.open', /\b(window|globalThis)\.open\s*\(|(^|[^.\w])open\s*\(\s*[\w.]+\s*,\s*['"`_]/],
	])('no %s elsewhere', (_name, pattern) => {
		expect(usesOutside(pattern, HOME)).toEqual([]);
	});

	it('a link href set by script comes from sameOriginUrl (or is the loader\'s own chunk URL)', () => {
		// The wishlist's list links (from a reply) and the "View cart" link (the localized cart_url).
		const checked = ['runtime/wishlist/list-rebuild.ts', 'widgets/add-to-cart/button-state.ts'];
		expect(usesOutside(/\.href\s*=(?!=)|setAttribute\(\s*['"](href|action|formaction)['"]/, [...checked, 'runtime/loader/load-chunk.ts'])).toEqual([]);
		for (const file of checked) expect(SOURCES.find(({ path }) => path === file)?.code).toMatch(/sameOriginUrl\(/);
	});
});

describe('no code from strings, no inline script or style', () => {
	it.each([
		['eval', /(^|[^.\w])eval\s*\(/],
		['new Function / Function(…)', /\bnew\s+Function\b|(^|[^.\w])Function\s*\(/],
		['setTimeout / setInterval with a string', /\b(setTimeout|setInterval)\s*\(\s*['"`]/],
		['a script given text', /\bscript\.(text|textContent|innerText)\s*=|\.setAttribute\(\s*['"]on\w+['"]/],
		['a style attribute set from a string', /\.setAttribute\(\s*['"]style['"]/],
		['a javascript: URL written by script', /['"`]\s*javascript:/i],
	])('no %s', (_name, pattern) => {
		expect(usesOutside(pattern, [])).toEqual([]);
	});

	it('a <style> element is created only by the constructable-sheet helper, as its fallback', () => {
		expect(usesOutside(/createElement\(\s*['"]style['"]/, ['runtime/dialog/adopted-style.ts'])).toEqual([]);
	});

	it('a <script> element is created only to load a checked http(s) URL by src', () => {
		// WordPress's emoji fallback (http(s) URLs of the settings), the comments embed (hosts fixed, ids validated),
		// reCAPTCHA (the theme's API URL): each sets `src`, never text.
		const loaders = ['widgets/emoji/emoji-check.ts', 'widgets/comments/embed.ts', 'widgets/account-popups/recaptcha-loader.ts'];
		expect(usesOutside(/createElement\(\s*['"]script['"]/, loaders)).toEqual([]);
		for (const file of loaders) expect(SOURCES.find(({ path }) => path === file)?.code).toMatch(/script\.src = /);
	});
});

describe('cookies are written through runtime/cookie-text.ts (raw strings) or runtime/cookies.ts (js-cookie)', () => {
	it('no document.cookie write elsewhere', () => {
		expect(usesOutside(/\.cookie\s*=(?!=)/, ['runtime/cookie-text.ts'])).toEqual([]);
	});
});
