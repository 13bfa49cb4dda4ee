import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { extractStrings } from './extract';
import { msgids, potFile } from './pot';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
/** xgettext over the plugin and the parse of every source: seconds on a busy two-core machine. */
const TIMEOUT_MS = 60_000;

describe('languages/shop-islands.pot (npm run package, GNU xgettext)', () => {
	it('holds every __() of the islands, with its translators comment, under a fixed header', () => {
		const pot = potFile(path.join(root, 'wordpress/shop-islands'), version);
		const ids = new Set(msgids(pot));
		const strings = extractStrings(root);
		expect(strings.filter(({ english }) => !ids.has(english)).map(({ english }) => english)).toEqual([]);
		expect(pot).toContain(`"Project-Id-Version: shop-islands ${version}\\n"`);
		expect(pot).toContain('"Content-Type: text/plain; charset=UTF-8\\n"');
		expect(pot).not.toMatch(/POT-Creation-Date|charset=CHARSET/);
		const commented = strings.find(({ translators }) => translators)!;
		expect(pot).toContain(`#. ${commented.translators}`);
	}, TIMEOUT_MS);
});
