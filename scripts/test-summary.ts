/**
 * The last line of `npm test`: one count over the unit and browser runs, in the
 * plain form CI reads ("tests: N passed, N failed"), from the JSON reports
 * vitest wrote next to its usual output.
 */
import { existsSync, readFileSync } from 'node:fs';

interface VitestJson {
	numPassedTests: number;
	numFailedTests: number;
	numPendingTests: number;
	numTodoTests: number;
}

const reports = ['.test-results/unit.json', '.test-results/e2e.json'].filter(existsSync);
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const report of reports) {
	const json = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
	totals.passed += json.numPassedTests;
	totals.failed += json.numFailedTests;
	totals.skipped += json.numPendingTests + json.numTodoTests;
}
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || reports.length < 2 ? 1 : 0);
