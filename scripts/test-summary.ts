/**
 * The last line of `npm test`: one count over the unit, browser and real-WordPress runs, in
 * the plain form CI reads ("tests: N passed, N failed"), from the JSON reports vitest wrote
 * next to its usual output. The unit and browser reports must be there; the WordPress tier's
 * counts when it ran (a clone without the WordPress kit skips it and reports no tests).
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
	numPassedTests: number;
	numFailedTests: number;
	numPendingTests: number;
	numTodoTests: number;
}

const required = ['.test-results/unit.json', '.test-results/e2e.json'];
const optional = ['.test-results/wordpress.json'];
const missing = required.filter((report) => !existsSync(report));
const reports = [...required, ...optional].filter(existsSync);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const report of reports) {
	const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
	totals.passed += json.numPassedTests;
	totals.failed += json.numFailedTests;
	totals.skipped += json.numPendingTests + json.numTodoTests;
}
if (missing.length > 0) console.error(`missing test reports: ${missing.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || missing.length > 0 ? 1 : 0);
