/**
 * `npm test`: every stage in order, stopping at the first that fails, as a `&&` chain would; then
 * what each stage cost, and last the one count over every tier (`test-summary.ts`), which CI reads.
 */
import { spawnSync } from 'node:child_process';
import { type StageTime, stageTimesReport } from './test/stage-times';

const STAGES = ['typecheck', 'build', 'size', 'lint:php', 'test:unit', 'test:e2e', 'test:wordpress'];

const times: StageTime[] = [];
for (const name of STAGES) {
	const start = performance.now();
	const { status } = spawnSync('npm', ['run', name], { stdio: 'inherit' });
	times.push({ name, ms: performance.now() - start, ok: status === 0 });
	if (status !== 0) {
		console.log(`\n${stageTimesReport(times)}`);
		process.exit(status ?? 1);
	}
}
console.log(`\n${stageTimesReport(times)}`);
const summary = spawnSync('npx', ['tsx', 'scripts/test-summary.ts'], { stdio: 'inherit' });
process.exit(summary.status ?? 1);
