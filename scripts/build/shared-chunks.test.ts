// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sharedChunkOf } from './shared-chunks';

describe('sharedChunkOf', () => {
	it('puts Preact and its add-ons in the framework chunk, even for one widget', () => {
		for (const file of [
			'node_modules/preact/dist/preact.module.js',
			'node_modules/preact/compat/client.mjs',
			'node_modules/@preact/signals-core/dist/signals-core.module.js',
		])
			expect(sharedChunkOf(file, 1)).toBe('framework');
	});

	it('leaves code one widget uses in that widget', () => {
		expect(sharedChunkOf('runtime/slide.ts', 1)).toBeNull();
		expect(sharedChunkOf('runtime/dialog/modal.tsx', 1)).toBeNull();
		expect(sharedChunkOf('widgets/variations/match.ts', 1)).toBeNull();
	});

	it('shares runtime, contracts and other packages two widgets use in the runtime chunk, dialogs and REST in their own chunks', () => {
		expect(sharedChunkOf('contracts/guard.ts', 5)).toBe('runtime');
		expect(sharedChunkOf('node_modules/some-lib/index.js', 2)).toBe('runtime');
		expect(sharedChunkOf('runtime/dialog/modal.tsx', 2)).toBe('dialog');
		expect(sharedChunkOf('runtime/rest/api-fetch.ts', 3)).toBe('rest');
		expect(sharedChunkOf('runtime/restless.ts', 3)).toBe('runtime');
	});

	it('keeps what one family shares out of the runtime chunk', () => {
		for (const file of ['runtime/cart-sync.ts', 'runtime/fragments.ts', 'runtime/wishlist/request.ts', 'runtime/variation-image.ts', 'contracts/woocommerce.ts', 'contracts/wishlist.ts', 'contracts/single-product.ts'])
			expect(sharedChunkOf(file, 2)).toBe('shop');
		for (const file of ['runtime/slider/use-slider.tsx', 'runtime/theme/endpoint.ts', 'runtime/lightbox/state.ts', 'runtime/viewport/viewport.ts', 'contracts/theme/globals.ts', 'contracts/jnews-option.ts'])
			expect(sharedChunkOf(file, 2)).toBe('theme');
		expect(sharedChunkOf('runtime/slide.ts', 2)).toBe('runtime');
		expect(sharedChunkOf('runtime/slider/slider-engine.ts', 2)).toBe('runtime');
		expect(sharedChunkOf('runtime/slider/slider-engine.ts', 1)).toBeNull();
	});

	it('refuses a widget module two widgets import', () => {
		expect(() => sharedChunkOf('widgets/add-to-cart/request-data.ts', 2)).toThrow(/never imports another widget/);
	});
});
