/** scripts/lint-php/checks.php (the escaping and nonce checks of `npm run lint:php`) on small PHP snippets. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const checks = path.join(path.dirname(fileURLToPath(import.meta.url)), 'checks.php');
const dir = mkdtempSync(path.join(tmpdir(), 'lint-php-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Finding {
	file: string;
	line: number;
	rule: 'escape' | 'nonce';
	message: string;
}

let n = 0;
/** The findings for one snippet (without the `<?php` line), as `rule@line`. */
function lint(body: string): string[] {
	const file = path.join(dir, `snippet-${++n}.php`);
	writeFileSync(file, `<?php\n${body}\n`);
	const run = spawnSync('php', [checks, file], { encoding: 'utf8' });
	if (run.status !== 0) throw new Error(`php ${checks} failed (${run.status}): ${run.stderr || run.error}`);
	return (JSON.parse(run.stdout) as Finding[]).map((finding) => `${finding.rule}@${finding.line}`);
}

describe('escaping', () => {
	it('accepts literals, escaping functions, and joins and choices of them', () => {
		expect(
			lint(`echo '<p>' . esc_html( $text ) . '</p>';
echo esc_attr( $a ), '<br>', 42, PHP_EOL;
echo $on ? esc_html__( 'On', 'd' ) : '';
echo esc_html( $a ?? $b );
print wp_json_encode( $data );
echo (int) $count;
echo '<li><code>' . implode( '</code>, <code>', array_map( 'esc_html', $list ) ) . '</code>';
printf( '<a href="%s">%s</a>', esc_url( $url ), esc_html( $label ) );
printf( '<input%s>', checked( $on, true, false ) );
echo $x ? ' a="' . esc_attr( $x ) . '"' : '';
?><p><?= esc_html( $x ) ?></p><?php
$this->printf( $raw );`),
		).toEqual([]);
	});

	it('flags variables, calls and interpolation that reach the page unescaped', () => {
		expect(lint(`echo $name;`)).toEqual(['escape@2']);
		expect(lint(`echo '<p>' . $name . '</p>';`)).toEqual(['escape@2']);
		expect(lint(`echo "<p>$name</p>";`)).toEqual(['escape@2']);
		expect(lint(`echo __( 'Hello', 'd' );`)).toEqual(['escape@2']);
		expect(lint(`print get_option( 'x' );`)).toEqual(['escape@2']);
		expect(lint(`echo esc_html( $a ), $b;`)).toEqual(['escape@2']);
		expect(lint(`echo $on ? $raw : '';`)).toEqual(['escape@2']);
		expect(lint(`echo $a ?? esc_url( $b );`)).toEqual(['escape@2']);
		expect(lint(`echo $raw ?: 'none';`)).toEqual(['escape@2']);
		expect(lint(`printf( '<p>%s</p>', $name );`)).toEqual(['escape@2']);
		expect(lint(`printf( $format, esc_html( $a ) );`)).toEqual(['escape@2']);
		expect(lint(`_e( 'Hello', 'd' );`)).toEqual(['escape@2']);
		expect(lint(`echo implode( ', ', $list );`)).toEqual(['escape@2']);
		expect(lint(`?><p><?= $x ?></p>`)).toEqual(['escape@2']);
	});

	it('takes an opt-out comment that says why, on the line or the line above', () => {
		expect(lint(`echo $html; // lint-php: escaped built from esc_html() pieces above`)).toEqual([]);
		expect(lint(`// phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- trusted markup.\necho $html;`)).toEqual([]);
		expect(lint(`echo $html; // lint-php: escaped`)).toEqual(['escape@2']);
	});
});

describe('nonces', () => {
	it('wants a nonce and a capability where request input is read', () => {
		expect(lint(`function save() {\n\t$v = $_POST['v'];\n}`)).toEqual(['nonce@3']);
		expect(lint(`function save() {\n\tcheck_admin_referer( 'x' );\n\t$v = $_POST['v'];\n}`)).toEqual(['nonce@4']);
		expect(lint(`function save() {\n\tif ( ! current_user_can( 'manage_options' ) ) { return; }\n\tcheck_admin_referer( 'x' );\n\t$v = $_POST['v'];\n}`)).toEqual([]);
		expect(lint(`$v = $_REQUEST['v'];`)).toEqual(['nonce@2']);
		// Reading the query string is not a form submission.
		expect(lint(`function page() {\n\treturn isset( $_GET['tab'] ) ? 1 : 0;\n}`)).toEqual([]);
	});

	it('checks the handlers hooked on admin_post_ and wp_ajax_', () => {
		const handler = (body: string, hook = 'admin_post_save') =>
			lint(`class A {\n\tpublic function register() {\n\t\tadd_action( '${hook}', array( $this, 'save' ) );\n\t}\n\tpublic function save() {\n${body}\n\t}\n}`);
		expect(handler(`\t\twp_safe_redirect( '/' );`)).toEqual(['nonce@6']);
		expect(handler(`\t\tcheck_admin_referer( 'save' );\n\t\tif ( ! current_user_can( 'manage_options' ) ) { wp_die(); }`)).toEqual([]);
		expect(handler(`\t\tcheck_ajax_referer( 'save' );`, 'wp_ajax_nopriv_save')).toEqual([]);
		expect(handler(`\t\tcheck_ajax_referer( 'save' );`, 'wp_ajax_save')).toEqual(['nonce@6']);
	});

	it('takes an opt-out comment that says why', () => {
		expect(lint(`// lint-php: no-nonce the test helper reads its own switch\n$v = $_POST['v'];`)).toEqual([]);
	});
});

describe('the plugin and the test plugins', () => {
	it('have no finding', () => {
		const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
		const files = spawnSync('find', ['wordpress', '-name', '*.php', '-not', '-path', '*/dist/*'], { cwd: root, encoding: 'utf8' })
			.stdout.split('\n')
			.filter(Boolean);
		expect(files.length).toBeGreaterThan(10);
		const run = spawnSync('php', [checks, ...files], { cwd: root, encoding: 'utf8' });
		expect(JSON.parse(run.stdout)).toEqual([]);
	});
});
