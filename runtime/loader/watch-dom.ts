/**
 * Islands that appear after the first scan (replaced cart fragments,
 * ajax-loaded modules, content injected by other plugins) are scanned, and
 * islands that left the document are swept, once per microtask batch of DOM
 * changes. The sweep runs first, so a replaced fragment is unmounted before
 * its successor mounts.
 */
export function watchDom(doc: Document, scan: (root: Element) => void, sweep: () => void): MutationObserver {
	let added: Element[] = [];
	let removed = false;
	let scheduled = false;
	const flush = () => {
		scheduled = false;
		if (removed) sweep();
		removed = false;
		const roots = added.filter((node) => node.isConnected);
		added = [];
		for (const root of roots) scan(root);
	};
	const observer = new MutationObserver((records) => {
		for (const record of records) {
			for (const node of record.addedNodes) if (node.nodeType === 1) added.push(node as Element);
			removed ||= record.removedNodes.length > 0;
		}
		if (!scheduled && (removed || added.length)) {
			scheduled = true;
			queueMicrotask(flush);
		}
	});
	observer.observe(doc.documentElement, { childList: true, subtree: true });
	return observer;
}
