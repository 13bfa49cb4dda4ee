// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** The contract's budget (§8): 1.5 KB gzip for the whole helper. Not met yet: see CEILING. */
const CONTRACT_BUDGET = 1536;
/**
 * What the helper measures today (2.9 KB) plus a little room. The core client alone (handler,
 * errors, built-ins, nonce retry) is about 1.55 KB, so the contract's number cannot hold with
 * every required feature; this ceiling keeps the helper from growing until that is settled.
 * Measured alone, the helper carries the whole failure vocabulary (`runtime/failure.ts`, about
 * 0.45 KB); in the build that module is shared with the cart's client, not paid twice.
 */
// Issue 27: +100 B for the islands' translations (`runtime/i18n.ts`, 95 B measured), which the failure sentences read.
const CEILING = 3050;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'index.ts');

describe('bundle size (contract §8)', () => {
	it(`stays within ${CEILING} B gzip, bundled and minified (contract target ${CONTRACT_BUDGET} B)`, async () => {
		const result = await build({
			entryPoints: [entry],
			bundle: true,
			minify: true,
			format: 'esm',
			target: 'es2020',
			write: false,
			logLevel: 'silent',
		});
		const gzip = gzipSync(result.outputFiles[0].contents, { level: 9 }).length;
		console.info(`REST helper: ${gzip} B gzip (contract target ${CONTRACT_BUDGET} B)`);
		expect(gzip).toBeLessThanOrEqual(CEILING);
	});
});
