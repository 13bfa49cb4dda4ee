import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const opened = vi.hoisted(() => [] as { href: string }[][]);
vi.mock('../../runtime/lightbox/api', () => ({
	openLightbox: (items: { href: string }[]) => {
		opened.push(items);
		return Promise.resolve();
	},
	preloadLightbox: () => Promise.resolve(),
	lightboxApi: () => ({}),
}));

const { bindLightbox } = await import('./binder');

/** Clicks the page's only link as a reader would; true when the browser would have followed it. */
function click(html: string, init: MouseEventInit = {}): boolean {
	document.body.innerHTML = html;
	return document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
}

beforeAll(() => bindLightbox(document));
afterEach(() => {
	opened.length = 0;
	document.body.innerHTML = '';
});

// Each as the HTML parser hands it over: entities and control characters decoded into the href.
const HOSTILE = [
	'javascript:alert(1)',
	'JAVASCRIPT:alert(1)',
	'jav&#x09;ascript:alert(1)',
	'jav&#x0A;ascript:alert(1)',
	'&#x01; javascript:alert(1)',
	'&#106;avascript:alert(1)',
	'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
	'vbscript:msgbox(1)',
	'#',
];

describe('lightbox link clicks', () => {
	it.each(HOSTILE.flatMap((href) => [`rel="prettyPhoto"`, `data-rel="prettyPhoto[g]"`, `class="zoom"`].map((hook) => [href, hook])))(
		'never leaves %s (%s) to the browser: the lightbox is handed it, to refuse in the dialog',
		(href, hook) => {
			expect(click(`<a href="${href}" ${hook}>x</a>`)).toBe(false);
			expect(opened).toHaveLength(1);
		},
	);

	it('keeps a modified click on a script link from running, and leaves a new tab for a web address to the browser', () => {
		expect(click('<a href="jav&#x09;ascript:alert(1)" rel="prettyPhoto">x</a>', { ctrlKey: true })).toBe(false);
		expect(click('<a href="/photo.jpg" rel="prettyPhoto">x</a>', { ctrlKey: true })).toBe(true);
		expect(opened).toEqual([]);
	});

	it('opens web addresses and inline targets, and leaves other links alone', () => {
		expect(click('<a href="/photo.jpg" rel="prettyPhoto">x</a>')).toBe(false);
		expect(click('<a href="#inline" rel="prettyPhoto">x</a>')).toBe(false);
		expect(opened.map((items) => items[0]!.href)).toEqual(['/photo.jpg', '#inline']);
		expect(click('<a href="/elsewhere/">x</a>')).toBe(true);
	});
});
