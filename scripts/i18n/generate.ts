/**
 * Writes includes/island-strings.php from the sources (part of `npm run build`), only when it
 * changed, so an unchanged build leaves the plugin's files untouched.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractStrings, PHP_FILE, phpFile } from './extract';

/** The number of strings, after writing the PHP file when it differs. */
export function writeIslandStrings(root: string): number {
	const strings = extractStrings(root);
	const file = path.join(root, PHP_FILE);
	const php = phpFile(strings);
	if (!existsSync(file) || readFileSync(file, 'utf8') !== php) writeFileSync(file, php);
	return strings.length;
}
