/**
 * Islands that appear after the first scan (replaced cart fragments,
 * ajax-loaded modules, content injected by other plugins) are scanned once per
 * microtask batch of DOM insertions.
 */
export function watchInsertions(doc: Document, scan: (root: Element) => void): MutationObserver {
	let added: Element[] = [];
	let scheduled = false;
	const flush = () => {
		scheduled = false;
		const roots = added.filter((node) => node.isConnected);
		added = [];
		for (const root of roots) scan(root);
	};
	const observer = new MutationObserver((records) => {
		for (const record of records)
			for (const node of record.addedNodes) if (node.nodeType === 1) added.push(node as Element);
		if (added.length > 0 && !scheduled) {
			scheduled = true;
			queueMicrotask(flush);
		}
	});
	observer.observe(doc.documentElement, { childList: true, subtree: true });
	return observer;
}
