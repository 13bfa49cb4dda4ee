/**
 * `npm run test:e2e`: the real-browser tests. Checks that a system Chromium is
 * there (CI installs Debian's), then runs every *.e2e.ts through vitest.
 */
import { spawnSync } from 'node:child_process';
import { assertBrowser } from './e2e/browser-path';

assertBrowser();
const reporters = ['--reporter=default', '--reporter=json', '--outputFile.json=.test-results/e2e.json'];
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...reporters, ...process.argv.slice(2)], {
	stdio: 'inherit',
});
process.exit(result.status ?? 1);
