import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractStrings, parse, PHP_FILE, phpFile, sourceFiles, stringsIn } from './extract';
import { untranslated } from './lint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Parsing every source of the bundle takes seconds on a busy two-core machine. */
const SOURCES_TIMEOUT_MS = 60_000;

describe('the extractor', () => {
	it('reads each literal __() with the translators comment above it, and refuses a word it cannot read', () => {
		const source = parse(
			'a.tsx',
			`announce(__('Close'));\n/* translators: %s: the product's name */\nannounce(sprintf(__('%s removed.'), name));\nconst b = <b aria-label={x || /* translators: %d: a number */ sprintf(__('Image %d'), 1)} />;`,
		);
		expect(stringsIn(source)).toEqual([
			{ english: 'Close' },
			{ english: '%s removed.', translators: "translators: %s: the product's name" },
			{ english: 'Image %d', translators: 'translators: %d: a number' },
		]);
		expect(() => stringsIn(parse('b.ts', 'announce(__(text));'))).toThrow('b.ts:1: __() takes one non-empty string literal');
		expect(() => stringsIn(parse('c.ts', 'announce(__(`Page ${n}`));'))).toThrow('c.ts:1');
		expect(() => stringsIn(parse('d.ts', "announce(sprintf(__('Page %d'), n));"))).toThrow('d.ts:1: \'Page %d\' has placeholders');
	});

	it('writes PHP a translator tool reads: single quotes and backslashes escaped, the comment above its string', () => {
		const php = phpFile([{ english: "The shop's \\ answer" }, { english: '%s removed.', translators: 'translators: %s: the product name' }]);
		expect(php).toContain("\t\t'The shop\\'s \\\\ answer' => __( 'The shop\\'s \\\\ answer', 'shop-islands' ),\n");
		expect(php).toContain("\t\t/* translators: %s: the product name */\n\t\t'%s removed.' => __( '%s removed.', 'shop-islands' ),\n");
	});

	it('committed includes/island-strings.php is what the current sources produce (npm run build writes it)', () => {
		expect(readFileSync(path.join(root, PHP_FILE), 'utf8')).toBe(phpFile(extractStrings(root)));
	}, SOURCES_TIMEOUT_MS);
});

describe('every word an island shows or announces goes through __()', () => {
	it('no bare English in announce(), aria-label/title/placeholder/alt, or JSX text in runtime/ and widgets/', () => {
		const found = sourceFiles(root).flatMap((file) => untranslated(parse(file, readFileSync(path.join(root, file), 'utf8'))));
		expect(found).toEqual([]);
	}, SOURCES_TIMEOUT_MS);

	it('the heuristic sees each of those places, and lets __() and values from markup through', () => {
		const source = parse(
			'e.tsx',
			[
				"announce('Saved.');",
				'announce(`Page ${n} loaded`);',
				'const a = <button aria-label="Close" title={open ? \'Hide\' : label}>Next</button>;',
				"const b = { 'aria-label': 'News feed', alt: node.getAttribute('alt') };",
				"announce(__('Saved.')); const c = <p aria-label={__('Close')}>{__('Next')} ›</p>;",
			].join('\n'),
		);
		expect(untranslated(source).map((line) => line.replace(/^e\.tsx:(\d+): ([^ ]+).*$/, '$1 $2'))).toEqual([
			'1 announce()',
			'2 announce()',
			'3 aria-label=',
			'3 title=',
			'3 JSX',
			'4 aria-label:',
		]);
	});
});
