/**
 * Comments the PHP printed inside an island (the wishlist plugin's
 * `<!-- ADD TO WISHLIST -->`, Storefront's and the theme's template markers)
 * have no React node, so the server tree skips them. Preact's first render
 * deletes every node of the markup that no element claims, and would delete
 * them too. So they step out of the page for that one synchronous render and
 * go back exactly where they were: the printed markup stays byte for byte.
 * Later renders step over comment nodes (Preact skips them when it looks for
 * the next sibling, and React's hydration skips them as well), so they can
 * stay for the island's life.
 *
 * The Interactivity API's `toVdom` drops comments instead; keeping them costs
 * one tree walk per island and keeps page caches, ESI markers and other
 * scripts that read them working.
 */
interface HeldComment {
	comment: Comment;
	parent: Node;
	next: Node | null;
}

/** Takes the comments out of `root`'s subtree; the function it returns puts them back. */
export function setCommentsAside(root: Node): () => void {
	const held: HeldComment[] = [];
	const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, 128 /* NodeFilter.SHOW_COMMENT */);
	for (let node = walker.nextNode(); node; node = walker.nextNode())
		held.push({ comment: node as Comment, parent: node.parentNode as Node, next: node.nextSibling });
	if (held.length === 0) return () => {};
	for (const { comment } of held) comment.remove();
	return () => {
		// Backwards, so a comment whose next sibling was another comment finds it back in place.
		for (let index = held.length - 1; index >= 0; index--) {
			const { comment, parent, next } = held[index];
			// A render that changed the markup around a comment (never the printed first render) has nothing to anchor it to.
			if (next ? next.parentNode === parent : parent.isConnected) parent.insertBefore(comment, next);
		}
	};
}
