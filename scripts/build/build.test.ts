/**
 * The whole build, on the real widgets plus two React fixtures written the
 * way converted widgets will be (scripts/build/fixtures/): one framework
 * chunk that every React import resolves to, the shared chunks of the rule
 * (framework, runtime, one per family),
 * code one widget uses kept in that widget, and chunks that really link: the
 * fixture mounts from the built files.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../esbuild.config';
import type { MountIsland } from '../../runtime/loader/manifest';
import { gzipSize } from '../chunk-sizes';
import type { BuildManifest } from './build-manifest';
import { findWidgets } from './find-widgets';
import { SHARED_CHUNKS } from './shared-chunks';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the project, where the test runner may import the built chunks from.
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const outDir = mkdtempSync(path.join(cache, 'islands-build-'));
let manifest: BuildManifest;
const code = (file: string) => readFileSync(path.join(outDir, file), 'utf8');
const chunks = () => [...Object.values(manifest.shared), ...Object.values(manifest.widgets)];

beforeAll(async () => {
	const fixtures = ['counter', 'tally'].map((name) => ({
		name,
		entry: path.join(root, 'scripts/build/fixtures', name, 'index.tsx'),
		spec: { selector: `.${name}`, strategy: 'load' as const },
	}));
	manifest = await build({ outDir, widgets: [...(await findWidgets(path.join(root, 'widgets'))), ...fixtures] });
}, 30_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the build', () => {
	it('makes the shared chunks of the rule: a shop island never loads the reader family, nor a reader island the shop', () => {
		const shared = Object.keys(manifest.shared);
		expect(shared.every((name) => (SHARED_CHUNKS as readonly string[]).includes(name))).toBe(true);
		const sharedOf = (widget: string) => manifest.widgets[widget].imports.map((file) => file.replace(/^chunks\/|-[a-z0-9]+\.js$/g, ''));
		for (const widget of ['add-to-cart', 'mini-cart', 'cart-fragments', 'variations', 'product-gallery']) expect(sharedOf(widget)).toEqual(['framework', 'runtime', 'shop']);
		for (const widget of ['ordering', 'order-attribution', 'store-notice', 'shop-notices', 'quantity'])
			expect(sharedOf(widget)).toEqual(['framework', 'runtime']);
		for (const widget of ['slider', 'zoom', 'module-pagination', 'dark-mode']) expect(sharedOf(widget)).toEqual(['framework', 'runtime', 'theme']);
		expect(sharedOf('dialog-opener')).toEqual(['framework', 'runtime', 'dialog']);
		expect(sharedOf('rest-api')).toEqual(['framework', 'runtime', 'rest']);
	});

	it('puts Preact, compat, hooks, the JSX runtime and signals-core in one framework chunk of at most 10 kB gzip', () => {
		const framework = manifest.shared.framework;
		for (const input of [
			'node_modules/preact/dist/preact.module.js',
			'node_modules/preact/hooks/dist/hooks.module.js',
			'node_modules/preact/compat/dist/compat.module.js',
			'node_modules/preact/compat/client.mjs',
			'node_modules/preact/jsx-runtime/dist/jsxRuntime.module.js',
			'node_modules/@preact/signals-core/dist/signals-core.module.js',
		])
			expect(framework.inputs).toContain(input);
		const gzip = gzipSize(code(framework.file));
		console.log(`framework chunk for the fixtures: ${gzip} B gzip`);
		expect(gzip).toBeLessThanOrEqual(10000);
	});

	it('bundles Preact nowhere else: every react, react-dom and signals import goes to the framework chunk, never the loader', () => {
		for (const chunk of chunks())
			if (chunk !== manifest.shared.framework) expect(chunk.inputs.filter((input) => /node_modules\/(preact|@preact)\//.test(input))).toEqual([]);
		for (const name of ['counter', 'tally']) {
			const imports = [...code(manifest.widgets[name].file).matchAll(/from"\.\/([a-z-]+)-[a-z0-9]+\.js"/g)].map((match) => match[1]);
			expect(imports.sort()).toEqual(['framework', 'runtime']);
		}
		expect(code(manifest.loader)).not.toMatch(/from"|__H/);
	});

	it('bundles each module once, and code only one widget uses in that widget', () => {
		const seen = chunks().flatMap((chunk) => chunk.inputs);
		expect(new Set(seen).size).toBe(seen.length);
		for (const [name, widget] of Object.entries(manifest.widgets))
			for (const input of widget.inputs.filter((file) => file.startsWith('widgets/'))) expect(input.startsWith(`widgets/${name}/`)).toBe(true);
		expect(manifest.widgets['cart-fragments'].inputs).toContain('widgets/cart-fragments/boot-decision.ts');
		expect(manifest.shared.runtime.inputs).not.toContain('widgets/cart-fragments/boot-decision.ts');
		expect(manifest.shared.runtime.inputs).toContain('runtime/react/island-root.tsx');
		expect(manifest.shared.dialog.inputs.every((input) => input.startsWith('runtime/dialog/'))).toBe(true);
		expect(manifest.shared.rest.inputs.every((input) => input.startsWith('runtime/rest/'))).toBe(true);
	});

	it('lists with each widget the shared chunks it needs, transitively', () => {
		expect(manifest.widgets.counter.imports).toEqual([manifest.shared.framework.file, manifest.shared.runtime.file]);
		expect(manifest.widgets['coming-soon'].imports).toContain(manifest.shared.rest.file);
		expect(manifest.shared.runtime.imports).toEqual([manifest.shared.framework.file]);
	});

	it('links: a React island mounts from the built chunks and unmounts', async () => {
		const { default: mount } = (await import(/* @vite-ignore */ path.join(outDir, manifest.widgets.counter.file))) as { default: MountIsland };
		const host = document.createElement('div');
		document.body.append(host);
		const unmount = await mount(host, { name: 'counter', idPrefix: 'island-1-' });
		await new Promise((resolve) => setTimeout(resolve, 0));
		expect(host.querySelector('button')?.textContent).toBe('0');
		expect(unmount).toBeTypeOf('function');
		(unmount as () => void)();
		expect(host.innerHTML).toBe('');
	});
});
