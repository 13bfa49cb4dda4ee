import { describe, expect, it } from 'vitest';
import { sanitizeFragment } from './ajax-content';

const markupOf = (fragment: DocumentFragment) => {
	const holder = document.createElement('div');
	holder.append(fragment);
	return holder.innerHTML;
};

describe('ajax content', () => {
	it('keeps the content and drops scripts, active elements, handlers and script URLs', () => {
		const html =
			'<h3 class="t">Title</h3><script>window.ran = 1</script><p onclick="x()">Text <a href="javascript:x()">link</a> <a href="/ok/">ok</a></p>' +
			'<img src="a.png" onerror="x()"><iframe src="https://evil.example/"></iframe><object data="x.swf"></object>';
		expect(markupOf(sanitizeFragment(html))).toBe('<h3 class="t">Title</h3><p>Text <a>link</a> <a href="/ok/">ok</a></p><img src="a.png">');
	});
});
