/**
 * A React root must be a container, but an island is one element among
 * siblings the PHP printed (a button in a product card). The root fragment is
 * a stand-in parent whose only child is the island: the framework inserts
 * through it, and it forwards to the real parent, so what the island renders
 * after its element (a "View cart" link, a notice) lands right after it, not
 * after the siblings. WordPress's Interactivity API and Deno Fresh hydrate
 * regions in place the same way.
 */
export interface RootFragment {
	readonly nodeType: 1;
	readonly parentNode: Node;
	readonly firstChild: Element;
	readonly childNodes: Element[];
	readonly ownerDocument: Document;
	insertBefore<T extends Node>(node: T, before: Node | null): T;
	appendChild<T extends Node>(node: T): T;
	removeChild<T extends Node>(node: T): T;
	/** Whether anything the root holds or has inserted is still in the document. */
	connected(): boolean;
}

export function createRootFragment(island: Element): RootFragment {
	const parent = island.parentNode as Node;
	// What followed the island when it mounted; appended nodes go before it while it is still there.
	const following = island.nextSibling;
	// The framework removes nodes through their own parent, so this only grows; `connected` looks at who is still attached.
	const held = new Set<Node>([island]);
	const insert = <T extends Node>(node: T, before: Node | null): T => {
		held.add(node);
		return parent.insertBefore(node, before ?? (following?.parentNode === parent ? following : null));
	};
	return {
		nodeType: 1,
		parentNode: parent,
		firstChild: island,
		childNodes: [island],
		ownerDocument: island.ownerDocument,
		insertBefore: insert,
		appendChild: (node) => insert(node, null),
		removeChild: (node) => {
			held.delete(node);
			return parent.removeChild(node);
		},
		connected: () => {
			for (const node of held) if (node.isConnected) return true;
			held.clear();
			return false;
		},
	};
}
