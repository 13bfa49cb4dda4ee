import { describe, expect, it } from 'vitest';
import { adoptStyle } from './adopted-style';

describe('adoptStyle', () => {
	it('adopts a constructable sheet once per name, adding no <style> element', () => {
		const doc = document;
		const before = doc.adoptedStyleSheets.length;
		adoptStyle('test-a', '.a{color:red}', doc);
		adoptStyle('test-a', '.a{color:red}', doc);
		adoptStyle('test-b', '.b{color:blue}', doc);
		expect(doc.adoptedStyleSheets.length).toBe(before + 2);
		expect(doc.adoptedStyleSheets.at(-2)!.cssRules[0].cssText).toContain('.a');
		expect(doc.querySelector('style')).toBeNull();
	});

	it('keeps the sheets other scripts adopted', () => {
		const theirs = new CSSStyleSheet();
		document.adoptedStyleSheets = [...document.adoptedStyleSheets, theirs];
		adoptStyle('test-c', '.c{}');
		expect(document.adoptedStyleSheets).toContain(theirs);
	});

	it('falls back to one <style> element where no sheet can be constructed (here: a document without a window)', () => {
		const doc = document.implementation.createHTMLDocument('t');
		expect(doc.defaultView).toBeNull();
		adoptStyle('test-d', '.d{color:green}', doc);
		adoptStyle('test-d', '.d{color:green}', doc);
		const styles = doc.head.querySelectorAll('style');
		expect(styles).toHaveLength(1);
		expect(styles[0].getAttribute('data-islands-style')).toBe('test-d');
		expect(styles[0].textContent).toBe('.d{color:green}');
	});
});
