/**
 * The theme prints each post's thumbnail as a link to the post beside the title link, and the
 * thumbnail's image usually has an empty alt: a nameless link that a keyboard reaches twice and a
 * screen reader reads as a bare URL. Islands that hydrate such posts take the repeat out of the
 * Tab order and the accessibility tree; a pointer still follows it.
 */

/** Where a thumbnail and its title link live together: a post in a block, a slide, the next-post popup. */
const POST = 'article, .jeg_slide_item, .jeg_popup_content';

/** A link with nothing to name it whose target another, named link of the same post already offers. */
export function isRepeatedLink(node: Element): boolean {
	if (node.localName !== 'a' || node.textContent!.trim() || node.hasAttribute('aria-label') || node.querySelector('img[alt]:not([alt=""])')) return false;
	const post = node.parentElement!.closest(POST);
	return !!post && Array.from(post.querySelectorAll('a')).some((link) => link.href === (node as HTMLAnchorElement).href && !!link.textContent!.trim());
}

export const REPEATED_LINK_PROPS = { 'aria-hidden': 'true', tabIndex: -1 } as const;
