import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const include = ['contracts/**/*.test.ts', 'runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'demo/**/*.test.ts', 'scripts/**/*.test.ts'];
const exclude = ['**/*.e2e.ts', 'node_modules/**'];
const jsx = { jsx: { runtime: 'automatic' as const, importSource: 'react' } };

export default defineConfig({
	test: {
		environment: 'happy-dom',
		pool: 'threads',
		// Vitest's default is one worker fewer than the cores: one on this 2-core machine class. Two
		// take the unit stage from 309 s to 182 s there; the main process is mostly idle meanwhile.
		maxWorkers: 2,
		projects: [
			{
				// Everything, against the alias the build ships: React source, Preact at run time.
				oxc: jsx,
				resolve: {
					alias: [
						{ find: /^react$/, replacement: 'preact/compat' },
						{ find: /^react-dom$/, replacement: 'preact/compat' },
						{ find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
						{ find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
						{ find: /^react-dom\/(.*)$/, replacement: 'preact/compat/$1' },
					],
				},
				test: { name: 'preact', environment: 'happy-dom', include, exclude },
			},
			{
				// Component tests again under real React 19: components use React APIs only.
				oxc: jsx,
				resolve: {
					alias: [{ find: /^\.\/act$/, replacement: fileURLToPath(new URL('./runtime/react/testing/act.react.ts', import.meta.url)) }],
				},
				test: { name: 'react', environment: 'happy-dom', include: ['runtime/react/**/*.test.tsx', 'runtime/dialog/**/*.test.tsx', 'widgets/**/*.test.tsx'], exclude },
			},
		],
	},
});
