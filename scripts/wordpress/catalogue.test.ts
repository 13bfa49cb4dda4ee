/**
 * The settings screen's catalogue (wordpress/shop-islands/includes/class-shop-islands-catalogue.php)
 * against the widgets/ folders and the handle map: every widget described once, in a group that
 * exists, every handle's owner named, every string a literal for xgettext.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const includes = path.join(root, 'wordpress/shop-islands/includes');

interface Catalogue {
	groups: Record<string, { name: string; text: string; providers: string[] }>;
	widgets: Record<string, { group: string; name: string; text: string; none?: string }>;
	owners: Record<string, { provider: string; owner: string }>;
	map: Record<string, string[]>;
	theme: string[];
}

/** The catalogue and the handle map as PHP returns them, with WordPress's functions stubbed. */
function load(): Catalogue {
	const code = `
		define( 'ABSPATH', '/' );
		function __( $text, $domain ) { return $text; }
		function apply_filters( $hook, $value ) { return $value; }
		function get_template() { return 'storefront'; }
		require ${JSON.stringify(path.join(includes, 'class-shop-islands-handle-map.php'))};
		require ${JSON.stringify(path.join(includes, 'class-shop-islands-catalogue.php'))};
		echo json_encode( array(
			'groups'  => Shop_Islands_Catalogue::groups(),
			'widgets' => Shop_Islands_Catalogue::widgets(),
			'owners'  => Shop_Islands_Catalogue::handle_owners(),
			'map'     => Shop_Islands_Handle_Map::defaults(),
			'theme'   => Shop_Islands_Handle_Map::THEME_WIDGETS,
		) );`;
	const run = spawnSync('php', ['-r', code], { encoding: 'utf8' });
	if (run.status !== 0) throw new Error(`php failed (${run.status}): ${run.stderr || run.error}`);
	return JSON.parse(run.stdout) as Catalogue;
}

const widgetFolders = readdirSync(path.join(root, 'widgets'), { withFileTypes: true })
	.filter((entry) => entry.isDirectory() && existsSync(path.join(root, 'widgets', entry.name, 'island.ts')))
	.map((entry) => entry.name)
	.sort();

/** Each gettext call of a PHP source, from its name to its closing parenthesis (single-quoted strings skipped). */
function gettextCalls(source: string): string[] {
	const calls: string[] = [];
	for (const match of source.matchAll(/\b(?:__|esc_html__|esc_attr__|_n|_x|esc_html_e|esc_attr_e)\(/g)) {
		let depth = 0;
		let quoted = false;
		for (let i = match.index + match[0].length - 1; i < source.length; i++) {
			const char = source[i];
			if (quoted) {
				if (char === '\\') i++;
				else if (char === "'") quoted = false;
			} else if (char === "'") quoted = true;
			else if (char === '(') depth++;
			else if (char === ')' && --depth === 0) {
				calls.push(source.slice(match.index, i + 1));
				break;
			}
		}
	}
	return calls;
}

describe('the settings screen catalogue', () => {
	const catalogue = load();

	it('describes every widget of widgets/, and nothing else', () => {
		expect(Object.keys(catalogue.widgets).sort()).toEqual(widgetFolders);
	});

	it('puts each in a group that exists, with a name and one sentence', () => {
		const names = new Set<string>();
		for (const [widget, entry] of Object.entries(catalogue.widgets)) {
			expect(Object.keys(catalogue.groups), widget).toContain(entry.group);
			expect(entry.name, widget).toMatch(/\S/);
			expect(names.has(entry.name), `${widget}: name "${entry.name}" used twice`).toBe(false);
			names.add(entry.name);
			expect(entry.text, widget).toMatch(/^[A-Z"].*[.)]$/);
		}
		// Every group serves something.
		for (const key of Object.keys(catalogue.groups)) expect(Object.values(catalogue.widgets).some((entry) => entry.group === key), key).toBe(true);
	});

	it('names who registers every handle of the map, and says why a widget without one replaces no script', () => {
		expect(Object.keys(catalogue.owners).sort()).toEqual(Object.keys(catalogue.map).sort());
		const replacing = new Set(Object.values(catalogue.map).flat());
		for (const [widget, entry] of Object.entries(catalogue.widgets)) {
			// A widget that replaces a script has no "no script" sentence; one that does not may have its own.
			if (replacing.has(widget)) expect(entry.none, widget).toBeUndefined();
		}
	});

	it('keeps the news theme bundle widgets in the news theme groups (the lightbox serves the shop too)', () => {
		for (const widget of catalogue.theme) {
			expect(widget === 'lightbox' ? ['lightbox'] : ['news-reader', 'news-ajax'], widget).toContain(catalogue.widgets[widget].group);
		}
	});

	it('passes only literal strings to gettext, under the shop-islands text domain', () => {
		for (const file of ['class-shop-islands-catalogue.php', 'class-shop-islands-settings-page.php']) {
			const source = readFileSync(path.join(includes, file), 'utf8');
			const calls = gettextCalls(source);
			expect(calls.length, file).toBeGreaterThan(5);
			for (const call of calls) {
				expect(call, file).toMatch(/^\w+\(\s*'/);
				expect(call, file).toMatch(/'shop-islands'\s*\)$/);
			}
		}
	});
});
