/**
 * The markup an island hydrates, taken from what the demo prints: each
 * element of `html` that matches the island's selector, as its own fixture
 * (its outer HTML), so byte-identity tests run over the real templates and
 * follow them when they change.
 */
export function printedFixtures(html: string | { toString(): string }, selector: string): string[] {
	const template = document.createElement('template');
	template.innerHTML = String(html);
	const found = Array.from(template.content.querySelectorAll(selector), (element) => element.outerHTML);
	if (found.length === 0) throw new Error(`No ${selector} in the printed markup`);
	return found;
}
