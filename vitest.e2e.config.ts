import { defineConfig } from 'vitest/config';

// Real-browser tests: each *.e2e.ts drives Debian's Chromium against the demo
// site, which the global setup serves in-process on a free port.
export default defineConfig({
	test: {
		include: ['widgets/**/*.e2e.ts', 'runtime/**/*.e2e.ts', 'demo/**/*.e2e.ts'],
		environment: 'node',
		globalSetup: ['scripts/e2e/global-setup.ts'],
		testTimeout: 30_000,
		hookTimeout: 30_000,
		// Waiting on what the reader sees: an announcement comes a second after the add.
		expect: { poll: { timeout: 5_000, interval: 50 } },
		// Two cores: one Chromium per worker is what the machine takes.
		maxWorkers: 2,
		pool: 'forks',
	},
});
