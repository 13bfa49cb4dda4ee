import { defineConfig } from 'vitest/config';

// Tests run against the same alias the build ships: React source, Preact at run time.
export default defineConfig({
	resolve: {
		alias: [
			{ find: /^react$/, replacement: 'preact/compat' },
			{ find: /^react-dom$/, replacement: 'preact/compat' },
			{ find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
			{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
			{ find: /^react-dom\/(.*)$/, replacement: 'preact/compat/$1' },
		],
	},
	oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
	test: {
		environment: 'happy-dom',
		include: ['contracts/**/*.test.ts', 'runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'scripts/**/*.test.ts'],
		exclude: ['**/*.e2e.ts', 'node_modules/**'],
		pool: 'threads',
	},
});
