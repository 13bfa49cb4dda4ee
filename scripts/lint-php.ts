/**
 * `npm run lint:php` (in `npm test`): the PHP under wordpress/ (the plugin, the test and bench
 * helpers) and scripts/lint-php/checks.php.
 *
 * 1. `php -l` on every file;
 * 2. PHP_CodeSniffer (Debian's php-codesniffer, which .ci/run installs) with wordpress/phpcs.xml:
 *    the sniffs of PHP_CodeSniffer's own standards that the WordPress Coding Standards build on;
 * 3. scripts/lint-php/checks.php: output escaping and nonces, the WordPress-only checks the first
 *    two lack (the WordPress Coding Standards themselves are not installed on CI: see the ruleset).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const checks = path.join(root, 'scripts/lint-php/checks.php');

/** PHP files under a folder, not following links (the plugin's dist is one). */
function phpFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true })
		.sort((a, b) => a.name.localeCompare(b.name))
		.flatMap((entry) => {
			const full = path.join(dir, entry.name);
			if (entry.isSymbolicLink() || entry.name === 'node_modules') return [];
			if (entry.isDirectory()) return phpFiles(full);
			return entry.name.endsWith('.php') && statSync(full).isFile() ? [full] : [];
		});
}

const files = [...phpFiles(path.join(root, 'wordpress')), checks];
const problems: string[] = [];

for (const file of files) {
	const run = spawnSync('php', ['-l', file], { encoding: 'utf8' });
	if (run.error) {
		console.error(`lint:php needs PHP's command line (apt-get install -y php-cli): ${run.error.message}`);
		process.exit(1);
	}
	if (run.status !== 0) problems.push(`php -l ${path.relative(root, file)}:\n${run.stdout}${run.stderr}`);
}

const phpcs = spawnSync('phpcs', ['--standard=phpcs.xml', '-q', '--report=full', '.', path.relative(path.join(root, 'wordpress'), checks)], {
	cwd: path.join(root, 'wordpress'),
	encoding: 'utf8',
});
if (phpcs.error) {
	console.error(`lint:php needs PHP_CodeSniffer (apt-get install -y php-codesniffer; .ci/run installs it): ${phpcs.error.message}`);
	process.exit(1);
}
if (phpcs.status !== 0) problems.push(`phpcs --standard=wordpress/phpcs.xml:\n${phpcs.stdout}${phpcs.stderr}`);

const own = spawnSync('php', [checks, ...files.map((file) => path.relative(root, file))], { cwd: root, encoding: 'utf8' });
if (own.status !== 0) problems.push(`scripts/lint-php/checks.php failed:\n${own.stdout}${own.stderr}`);
else {
	for (const finding of JSON.parse(own.stdout) as Array<{ file: string; line: number; rule: string; message: string }>) {
		problems.push(`${finding.file}:${finding.line} [${finding.rule}] ${finding.message}`);
	}
}

if (problems.length > 0) {
	console.error(problems.join('\n'));
	console.error(`lint:php: ${problems.length} problem(s) in ${files.length} PHP files.`);
	process.exit(1);
}
console.log(`lint:php: ${files.length} PHP files pass php -l, phpcs (wordpress/phpcs.xml) and the escaping and nonce checks.`);
