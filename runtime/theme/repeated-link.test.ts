import { describe, expect, it } from 'vitest';
import { isRepeatedLink } from './repeated-link';

function linksOf(html: string): HTMLAnchorElement[] {
	const container = document.createElement('div');
	container.innerHTML = html;
	return Array.from(container.querySelectorAll('a'));
}

const post = (thumb: string, title = '<h3><a href="/news/a/">A story</a></h3>') => `<article class="jeg_post"><div class="jeg_thumb">${thumb}</div>${title}</article>`;

describe('isRepeatedLink', () => {
	it('is the thumbnail link with an empty alt beside the title link to the same post', () => {
		const [thumb, title] = linksOf(post('<a href="/news/a/"><img src="a.jpg" alt=""></a>'));
		expect(isRepeatedLink(thumb)).toBe(true);
		expect(isRepeatedLink(title)).toBe(false);
	});

	it('is not a thumbnail whose image has alt text, or that carries a label', () => {
		expect(isRepeatedLink(linksOf(post('<a href="/news/a/"><img src="a.jpg" alt="Trams at night"></a>'))[0])).toBe(false);
		expect(isRepeatedLink(linksOf(post('<a href="/news/a/" aria-label="A story"><img src="a.jpg" alt=""></a>'))[0])).toBe(false);
	});

	it('is not a nameless link with nowhere else to go: it needs a name, not hiding', () => {
		expect(isRepeatedLink(linksOf(post('<a href="/news/b/"><img src="b.jpg" alt=""></a>'))[0])).toBe(false);
		expect(isRepeatedLink(linksOf(post('<a href="/news/a/"><img src="a.jpg" alt=""></a>', ''))[0])).toBe(false);
		expect(isRepeatedLink(linksOf('<div><a href="/news/a/"><img alt=""></a><a href="/news/a/">A story</a></div>')[0])).toBe(false);
	});

	it('works in a slide and in the next-post popup', () => {
		expect(isRepeatedLink(linksOf('<div class="jeg_slide_item"><div class="jeg_thumb"><a href="/x/"><img alt=""></a></div><div class="jeg_slide_caption"><h3><a href="/x/">X</a></h3></div></div>')[0])).toBe(true);
		expect(isRepeatedLink(linksOf('<div class="jeg_popup_content"><div class="jeg_thumb"><a href="/x/"><img alt=""></a></div><h3 class="post-title"><a href="/x/">X</a></h3></div>')[0])).toBe(true);
	});
});
