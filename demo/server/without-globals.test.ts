// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './testing';

const server = useDemoServer();

const page = async (path: string) => (await server.visitor.fetch(path)).text();
const globals = (html: string) => ['wc_add_to_cart_params', 'woocommerce_params', 'yith_wcwl_l10n', 'jnewsoption'].filter((name) => html.includes(`var ${name} =`));

describe('?without= (pages without a localized global)', () => {
	it('drops only the named globals, with their whole script element', async () => {
		expect(globals(await page('/'))).toEqual(['wc_add_to_cart_params', 'woocommerce_params', 'yith_wcwl_l10n', 'jnewsoption']);
		const html = await page('/?without=wc_add_to_cart_params,jnewsoption');
		expect(globals(html)).toEqual(['woocommerce_params', 'yith_wcwl_l10n']);
		expect(html).not.toContain('wc-add-to-cart-js-extra');
		expect(globals(await page('/shop/?without=yith_wcwl_l10n'))).toEqual(['wc_add_to_cart_params', 'woocommerce_params']);
		expect(globals(await page('/news/?without=jnewsoption'))).toEqual([]);
	});

	it('ignores names it does not offer', async () => {
		expect(globals(await page('/shop/?without=woocommerce_params,<script>'))).toEqual(['wc_add_to_cart_params', 'woocommerce_params', 'yith_wcwl_l10n']);
	});
});
