/**
 * Placing a page of server HTML into the block (theme-ajax.md §1.4). The post
 * list is the theme's own markup, trusted and opaque to the component (it
 * renders `.jeg_block_container` as printed and never diffs inside it), so
 * these functions put the content in: replace (next/prev, a filtered page 1)
 * keeps the `.module-overlay`; append (load more, scroll) adds the bare items
 * to `.jeg_load_more_flag` with the stagger classes; ad slots get the block's
 * ad code. They return the first new post, for focus.
 */
import { parseServerHtml } from '../../runtime/dom/server-html';
const fragmentOf = (html: string): DocumentFragment => parseServerHtml('theme-module', html);

/** Ad placeholders in new content get the block's hidden ad code. */
function fillAds(root: Element, content: DocumentFragment): void {
	const code = root.querySelector<HTMLTextAreaElement>('textarea.jeg_ad_code')?.value;
	if (!code) return;
	for (const slot of content.querySelectorAll('.jeg_ad_module .ads-wrapper')) slot.replaceChildren(fragmentOf(code));
}

export function replaceContent(root: Element, container: Element, html: string): HTMLElement | null {
	const content = fragmentOf(html);
	fillAds(root, content);
	const first = content.querySelector<HTMLElement>('.jeg_post');
	for (const child of Array.from(container.children)) if (!child.classList.contains('module-overlay')) child.remove();
	container.prepend(content);
	return first;
}

export function appendContent(root: Element, container: Element, html: string): HTMLElement | null {
	const content = fragmentOf(html);
	fillAds(root, content);
	for (const old of container.querySelectorAll('.jeg_ajax_loaded')) old.classList.remove('jeg_ajax_loaded');
	const posts = Array.from(content.querySelectorAll<HTMLElement>('.jeg_post'));
	posts.forEach((post, index) => post.classList.add('jeg_ajax_loaded', `anim_${index}`));
	const list = container.querySelector('.jeg_load_more_flag') ?? container;
	list.append(content);
	return posts[0] ?? null;
}

/** jQuery's show/hide of the preloader over the list. */
export function showOverlay(container: Element, shown: boolean): void {
	const overlay = container.querySelector<HTMLElement>(':scope > .module-overlay');
	if (overlay) overlay.style.display = shown ? 'block' : 'none';
}

/** Where focus goes after a page is appended: the first new post's title link. */
export const focusTarget = (post: HTMLElement | null): HTMLElement | null =>
	post?.querySelector<HTMLElement>('.jeg_post_title a') ?? post?.querySelector<HTMLElement>('a[href]') ?? null;
