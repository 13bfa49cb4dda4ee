// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../runtime/loader/manifest';
import { type BuildManifest, buildManifest, compactSelector, loaderManifest } from './build-manifest';
import type { SharedChunk } from './shared-chunks';

const chunk = (shared: SharedChunk[]) => ({ code: '', shared, inputs: [] });

describe('the manifest', () => {
	const manifest: BuildManifest = buildManifest(
		{
			build: 'x1y2z3',
			shared: new Map([
				['framework', chunk([])],
				['runtime', chunk(['framework'])],
				['theme', chunk(['framework', 'runtime'])],
				['dialog', chunk(['framework', 'runtime'])],
			]),
			widgets: new Map([
				['lightbox', chunk(['framework', 'runtime', 'theme', 'dialog'])],
				['account-popups', chunk(['framework', 'runtime', 'dialog'])],
				['add-to-cart', chunk(['runtime'])],
				['rest-api', chunk([])],
			]),
			parts: new Map(),
		},
		[
			{ name: 'lightbox', entry: '/w/lightbox/index.tsx', spec: { selector: 'a[rel^="prettyPhoto"]', strategy: 'interaction' } },
			{ name: 'account-popups', entry: '/w/account-popups/index.tsx', spec: { selector: '.jeg_popuplink', strategy: 'visible' } },
			{ name: 'add-to-cart', entry: '/w/add-to-cart/index.ts', spec: { selector: '.ajax_add_to_cart', strategy: 'load' } },
			{ name: 'rest-api', entry: '/w/rest-api/index.ts', spec: { selector: 'script#wp-api-request-js-extra', strategy: 'idle' } },
		],
	);

	it('names every file after its chunk and the build', () => {
		expect(manifest.shared.dialog).toMatchObject({ file: 'chunks/dialog-x1y2z3.js', imports: ['chunks/framework-x1y2z3.js', 'chunks/runtime-x1y2z3.js'] });
		expect(manifest.widgets['add-to-cart']).toMatchObject({ file: 'chunks/add-to-cart-x1y2z3.js', imports: ['chunks/runtime-x1y2z3.js'], strategy: 'load' });
	});

	it('reaches the loader in its compact form and reads back to the same widgets', () => {
		const compact = loaderManifest(manifest);
		expect(compact).toEqual({
			build: 'x1y2z3',
			shared: ['framework', 'runtime', 'theme', 'dialog'],
			widgets: [
				// The mask is one base-36 digit: 15 is "f", 11 is "b".
				['a[rel^="prettyPhoto"]', '3flightbox'],
				['.jeg_popuplink', '2baccount-popups'],
				['.ajax_add_to_cart', '02add-to-cart'],
				['script#wp-api-request-js-extra', '10rest-api'],
			],
		});
		const widgets = readManifest(compact).map(({ claimed, ...widget }) => widget);
		expect(widgets).toEqual(
			Object.entries(manifest.widgets).map(([name, widget]) => ({
				name,
				selector: widget.selector,
				strategy: ['load', 'idle', 'visible', 'interaction'].indexOf(widget.strategy),
				file: widget.file.replace('chunks/', ''),
				preload: widget.imports.map((file) => file.replace('chunks/', '')),
			})),
		);
	});

	it('drops the blanks around a selector list\'s commas and combinators, never inside a quoted value', () => {
		expect(compactSelector(' .a, .b >  c ,\n\t.d  .e + f ~ g ')).toBe('.a,.b>c,.d .e+f~g');
		expect(compactSelector('a[title="x, y"], a[data-t=\'p , q\']')).toBe('a[title="x, y"],a[data-t=\'p , q\']');
	});

	it('refuses a widget whose shared chunks one key character cannot say', () => {
		const six = ['framework', 'runtime', 'shop', 'theme', 'dialog', 'rest'] as const;
		const built = {
			build: 'b',
			shared: new Map(six.map((name) => [name, chunk([])])),
			widgets: new Map([['everything', chunk([...six])]]),
			parts: new Map(),
		};
		const manifest = buildManifest(built, [{ name: 'everything', entry: '', spec: { selector: 'a', strategy: 'load' } }]);
		expect(() => loaderManifest(manifest)).toThrow(/more than one key character/);
	});

	it('refuses a widget name that cannot be a file name or clashes with a shared chunk', () => {
		const built = { build: 'b', shared: new Map(), widgets: new Map([['x', chunk([])]]), parts: new Map() };
		for (const name of ['Add To Cart', 'a/b', 'runtime'])
			expect(() => buildManifest({ ...built, widgets: new Map([[name, chunk([])]]) }, [{ name, entry: '', spec: { selector: 'a', strategy: 'load' } }])).toThrow(/widget name/);
	});
});
