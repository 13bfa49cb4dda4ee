/**
 * A localized global read once per value it holds. Widgets with many islands
 * on a page (one per button, one per fragment target) ask for the same global
 * at every mount; a corrupt one must warn once per page, not once per island,
 * and a global printed later (a page the loader reached before it) is still
 * read when it appears.
 */
export function readPerValue<T>(name: string, read: () => T): () => T {
	let seen: unknown = readPerValue;
	let last: T;
	return () => {
		const value = (globalThis as Record<string, unknown>)[name];
		if (value !== seen) {
			seen = value;
			last = read();
		}
		return last;
	};
}
