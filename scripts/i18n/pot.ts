/**
 * The plugin's translation template, languages/shop-islands.pot, made by GNU gettext's `xgettext`
 * over the plugin's PHP (the islands' words are there as `__()` calls in includes/island-strings.php).
 * The header is fixed, with no creation date, so the same sources give the same file.
 */
import { execFileSync } from 'node:child_process';
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

export const POT_NAME = 'languages/shop-islands.pot';

const KEYWORDS = ['__', '_e', 'esc_html__', 'esc_html_e', 'esc_attr__', 'esc_attr_e', '_x:1,2c', '_n:1,2'];

/** The plugin's PHP files, relative to its folder, sorted; its `dist` link holds none. */
function phpFiles(dir: string, prefix = ''): string[] {
	return readdirSync(path.join(dir, prefix))
		.sort()
		.flatMap((name) => {
			const relative = `${prefix}${name}`;
			const stat = lstatSync(path.join(dir, relative));
			if (stat.isSymbolicLink() || name.startsWith('.')) return [];
			if (stat.isDirectory()) return phpFiles(dir, `${relative}/`);
			return name.endsWith('.php') ? [relative] : [];
		});
}

function header(version: string): string {
	return [
		'# Shop islands: the translation template of the shop-islands text domain.',
		'# This file is distributed under the same license as the plugin (GPL-2.0-or-later).',
		'msgid ""',
		'msgstr ""',
		`"Project-Id-Version: shop-islands ${version}\\n"`,
		'"Report-Msgid-Bugs-To: \\n"',
		'"Language: \\n"',
		'"MIME-Version: 1.0\\n"',
		'"Content-Type: text/plain; charset=UTF-8\\n"',
		'"Content-Transfer-Encoding: 8bit\\n"',
		'"X-Domain: shop-islands\\n"',
		'',
	].join('\n');
}

/** The .pot for the plugin in `pluginDir`; throws when xgettext is missing (Debian: apt-get install gettext). */
export function potFile(pluginDir: string, version: string): string {
	const body = execFileSync(
		'xgettext',
		[
			'--language=PHP',
			'--from-code=UTF-8',
			'--add-comments=translators',
			...KEYWORDS.map((keyword) => `--keyword=${keyword}`),
			'--output=-',
			...phpFiles(pluginDir),
		],
		{ cwd: pluginDir, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
	);
	// xgettext's own header carries the run's date (and an ASCII charset when omitted): ours replaces it.
	return `${header(version)}${body.slice(body.indexOf('\n\n') + 1)}`;
}

/** Every msgid of a .pot, unescaped (continuation lines joined), but the header's empty one. */
export function msgids(pot: string): string[] {
	const unquote = (line: string) => JSON.parse(line.trim()) as string;
	const ids: string[] = [];
	let current: string | null = null;
	for (const line of pot.split('\n')) {
		if (line.startsWith('msgid ')) current = unquote(line.slice(6));
		else if (current !== null && line.startsWith('"')) current += unquote(line);
		else {
			if (current) ids.push(current);
			current = null;
		}
	}
	if (current) ids.push(current);
	return ids;
}
