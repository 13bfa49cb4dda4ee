// @vitest-environment node
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { widgetsPerModule } from './module-graph';

const input = (...imports: string[]) => ({ bytes: 1, imports: imports.map((path) => ({ path, kind: 'import-statement' as const, original: path })) });

describe('widgetsPerModule', () => {
	it('counts each widget once per module it reaches, through shared modules and cycles', () => {
		const metafile: Metafile = {
			inputs: {
				'widgets/a/index.ts': input('runtime/shared.ts', 'widgets/a/own.ts'),
				'widgets/b/index.ts': input('runtime/shared.ts', 'runtime/shared.ts'),
				'widgets/a/own.ts': input('runtime/deep.ts'),
				'runtime/shared.ts': input('runtime/deep.ts'),
				'runtime/deep.ts': input('runtime/shared.ts'),
			},
			outputs: {},
		};
		expect(Object.fromEntries(widgetsPerModule(metafile, ['widgets/a/index.ts', 'widgets/b/index.ts']))).toEqual({
			'widgets/a/index.ts': 1,
			'widgets/a/own.ts': 1,
			'widgets/b/index.ts': 1,
			'runtime/shared.ts': 2,
			'runtime/deep.ts': 2,
		});
	});
});
