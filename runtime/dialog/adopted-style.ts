/**
 * The one way the islands add a stylesheet: a constructable `CSSStyleSheet`
 * adopted by the document. A page served with a strict Content-Security-Policy
 * (`style-src` without `'unsafe-inline'`) refuses a `<style>` element created
 * by script, but not a sheet built through the CSSOM, so the dialog, the
 * lightbox and the product viewer keep their looks there. Each sheet is added
 * once per document, by its first user (nothing runs at load). It lives with
 * the dialog service because every sheet it adds styles a dialog: it loads
 * with the first popup, not on every page.
 *
 * Browsers without constructable sheets (Safari before 16.4, Firefox before
 * 101) get a `<style>` element instead: they look the same without a strict
 * policy, and under one they show the dialog with the theme's styles only.
 * Adopted sheets come after the page's own in the cascade, as the `<style>`
 * appended to `<head>` did; themes still win with a more specific selector.
 */
const added = new WeakMap<Document, Set<string>>();

const constructable = (doc: Document): boolean => {
	try {
		return 'adoptedStyleSheets' in doc && !!new (doc.defaultView!.CSSStyleSheet)().replaceSync;
	} catch {
		return false;
	}
};

export function adoptStyle(name: string, css: string, doc: Document = document): void {
	const names = added.get(doc) ?? new Set<string>();
	added.set(doc, names);
	if (names.has(name)) return;
	names.add(name);
	if (constructable(doc)) {
		const sheet = new (doc.defaultView!.CSSStyleSheet)();
		sheet.replaceSync(css);
		doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
		return;
	}
	const style = doc.createElement('style');
	style.setAttribute('data-islands-style', name);
	style.textContent = css;
	doc.head.append(style);
}
