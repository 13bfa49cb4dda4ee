/** The esbuild settings every pass of the build shares. */
import type * as esbuild from 'esbuild';

// Preact 10 needs Chrome 71 / Firefox 69 era APIs. Safari before 14.1 has a destructuring bug esbuild
// cannot lower, so Safari 14.1 is the floor; older browsers keep the working server markup.
export const TARGET = ['es2020', 'chrome71', 'firefox69', 'safari14.1'];

export const ESBUILD_OPTIONS: esbuild.BuildOptions = {
	bundle: true,
	minify: true,
	target: TARGET,
	legalComments: 'none',
	logLevel: 'silent',
	// React source, Preact at run time: react-dom/client and react/jsx-runtime follow these two.
	alias: { react: 'preact/compat', 'react-dom': 'preact/compat' },
	jsx: 'automatic',
	jsxImportSource: 'react',
	define: { 'process.env.NODE_ENV': '"production"' },
};
