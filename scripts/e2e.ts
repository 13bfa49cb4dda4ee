/**
 * `npm run test:e2e`: the real-browser tests. Checks that a system Chromium is
 * there (CI installs Debian's), then runs every *.e2e.ts through vitest.
 */
import { spawnSync } from 'node:child_process';
import { assertBrowser } from './e2e/browser-path';

assertBrowser();
const result = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
	stdio: 'inherit',
});
process.exit(result.status ?? 1);
