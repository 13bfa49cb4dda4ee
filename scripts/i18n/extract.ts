/**
 * The islands' translatable words: every literal `__('…')` in the sources the bundle is built
 * from (runtime/ and widgets/, not their tests, fixtures or test kits), and the PHP file that
 * hands them to WordPress's gettext (`includes/island-strings.php`), so `xgettext` finds each one
 * as a `__( '…', 'shop-islands' )` call and the loader can print its translation.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE_FOLDERS = ['runtime', 'widgets'];
export const PHP_FILE = 'wordpress/shop-islands/includes/island-strings.php';

/** Test code ships nowhere, so its words need no translation. */
const NOT_SHIPPED = /(\.test\.tsx?|\.e2e\.ts|fixtures\.ts|\/testing\/.*|\/fake-fetch\.ts)$/;

/** The bundle's TypeScript sources under `root`, relative, sorted. */
export function sourceFiles(root: string): string[] {
	const walk = (dir: string): string[] =>
		readdirSync(path.join(root, dir), { withFileTypes: true })
			.sort((a, b) => (a.name < b.name ? -1 : 1))
			.flatMap((entry) => {
				const relative = `${dir}/${entry.name}`;
				if (entry.isDirectory()) return walk(relative);
				return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !NOT_SHIPPED.test(relative) ? [relative] : [];
			});
	return SOURCE_FOLDERS.flatMap(walk);
}

/** A source file as TypeScript reads it, with parent links (the comment lookup walks up). */
export function parse(file: string, text: string): ts.SourceFile {
	return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** `file:line` of a node, for messages. */
export function where(node: ts.Node): string {
	const source = node.getSourceFile();
	return `${source.fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

export interface IslandString {
	english: string;
	/** The `translators:` comment written above the call: what each placeholder stands for. */
	translators?: string;
}

const PLACEHOLDER = /%(\d+\$)?[sd]/;

/** The `/* translators: … *\/` comment nearest above `node`, up to its statement. */
function translatorsAbove(node: ts.Node): string | undefined {
	const text = node.getSourceFile().text;
	for (let at: ts.Node | undefined = node; at && !ts.isSourceFile(at); at = at.parent) {
		// A comment on the same line as the previous token is a "trailing" one to TypeScript.
		const ranges = [...(ts.getTrailingCommentRanges(text, at.getFullStart()) ?? []), ...(ts.getLeadingCommentRanges(text, at.getFullStart()) ?? [])];
		for (const range of ranges) {
			const comment = /^\/[*/]\s*(translators:[^]*?)\s*(\*\/)?$/.exec(text.slice(range.pos, range.end))?.[1];
			if (comment) return comment.replace(/\s+/g, ' ');
		}
		// Up to the statement in its block: a comment above `if (…) announce(…)` is above the call.
		if (ts.isStatement(at) && (ts.isBlock(at.parent) || ts.isSourceFile(at.parent) || ts.isCaseOrDefaultClause(at.parent))) break;
	}
	return undefined;
}

/**
 * Each `__()` call's English, in source order. A call whose argument is not one literal throws, and
 * so does a string with placeholders and no `translators:` comment above it.
 */
export function stringsIn(source: ts.SourceFile): IslandString[] {
	const found: IslandString[] = [];
	const visit = (node: ts.Node): void => {
		if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === '__') {
			const [english] = node.arguments;
			// gettext can only translate what it can read before the code runs.
			if (node.arguments.length !== 1 || !english || !ts.isStringLiteralLike(english) || english.text === '')
				throw new Error(`${where(node)}: __() takes one non-empty string literal, the English itself`);
			// Only a string with placeholders takes one: a comment above a statement is about its placeholders.
			const translators = PLACEHOLDER.test(english.text) ? translatorsAbove(node) : undefined;
			if (PLACEHOLDER.test(english.text) && !translators)
				throw new Error(`${where(node)}: '${english.text}' has placeholders: say what each is in a /* translators: %s: … */ comment above it`);
			found.push({ english: english.text, ...(translators && { translators }) });
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}

/** Every translatable string of the bundle, once each (the first call's comment), sorted so the PHP file is stable. */
export function extractStrings(root: string): IslandString[] {
	const byEnglish = new Map<string, IslandString>();
	for (const file of sourceFiles(root))
		for (const string of stringsIn(parse(file, readFileSync(path.join(root, file), 'utf8'))))
			if (!byEnglish.get(string.english)?.translators) byEnglish.set(string.english, string);
	return [...byEnglish.values()].sort((a, b) => (a.english < b.english ? -1 : a.english > b.english ? 1 : 0));
}

function phpString(text: string): string {
	return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** includes/island-strings.php for these strings. */
export function phpFile(strings: readonly IslandString[]): string {
	const rows = strings.flatMap(({ english, translators }) => {
		const literal = phpString(english);
		return [...(translators ? [`\t\t/* ${translators.replace(/\*\//g, '* /')} */`] : []), `\t\t${literal} => __( ${literal}, 'shop-islands' ),`];
	});
	return [
		'<?php',
		'/**',
		' * The islands\' own words, English => translation in the site language. Generated by',
		' * `npm run build` (scripts/i18n/) from the `__()` calls of the bundle: do not edit.',
		' *',
		' * @package ShopIslands',
		' */',
		'',
		"defined( 'ABSPATH' ) || exit;",
		'',
		'/**',
		' * Every string the islands show or announce, translated under the shop-islands text domain.',
		' *',
		' * @return array<string, string>',
		' */',
		'function shop_islands_strings() {',
		'\treturn array(',
		...rows,
		'\t);',
		'}',
		'',
	].join('\n');
}
