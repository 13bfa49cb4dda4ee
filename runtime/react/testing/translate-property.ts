/**
 * happy-dom has no `translate` property on its elements. Preact's compat hands
 * a printed `translate="no"` (WooCommerce's currency symbols) over as the
 * property `false`, which a browser reflects back as `translate="no"`; without
 * the property, Preact takes it for an attribute set to false and removes it,
 * so the byte-identity check would blame a render the browser leaves alone.
 * This gives the test DOM the browser's reflection.
 */
if (!('translate' in HTMLElement.prototype))
	Object.defineProperty(HTMLElement.prototype, 'translate', {
		configurable: true,
		get(this: HTMLElement) {
			return this.getAttribute('translate') !== 'no';
		},
		set(this: HTMLElement, value: unknown) {
			this.setAttribute('translate', value ? 'yes' : 'no');
		},
	});
