// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
/**
 * Every guard over what the real shop printed and answered (issue 16): the localized
 * globals of each recorded page, `data-product_variations`, and each AJAX reply, read
 * through the client's own request code. A guard that refuses any of them makes its island
 * inert on a real site, so each must accept them all.
 *
 * The guards of `wc_order_attribution` and `wpApiSettings` live with their readers
 * (the order-attribution widget, the REST client): this test reaches them there.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ajax } from '../runtime/http/ajax';
import { configureRest } from '../runtime/rest/configure';
import { createNonceMiddleware } from '../runtime/rest/nonce';
import { refreshNonce } from '../runtime/rest/nonce-refresh';
import { readOrderAttribution } from '../widgets/order-attribution/params';
import {
	type RecordedReply,
	realShopElements,
	realShopGlobals,
	realShopMarkupNames,
	realShopReplies,
	realShopVariations,
	replyResponse,
} from './fixtures/real-shop';
import {
	isAddToWishlistReply,
	isFragmentsReply,
	isRefusedReply,
	readWishlistL10n,
} from './wishlist';
import {
	classifyAddToCart,
	isAddToCartErrorResponse,
	isCartFragmentsResponse,
	isRemoveFailedResponse,
	readAddToCartParams,
	readCartFragmentsParams,
	readWoocommerceParams,
} from './woocommerce';
import { isGetVariationResponse, isProductVariations, isWcVariation, parseProductVariations, readAddToCartVariationParams } from './variations';

afterEach(() => {
	vi.unstubAllGlobals();
	vi.restoreAllMocks();
});

/** Reads a global the way its island does; null means the island would stay inert. */
const GLOBAL_READERS: Record<string, (scope: Record<string, unknown>) => unknown> = {
	wc_add_to_cart_params: readAddToCartParams,
	woocommerce_params: readWoocommerceParams,
	wc_cart_fragments_params: readCartFragmentsParams,
	wc_add_to_cart_variation_params: readAddToCartVariationParams,
	wc_order_attribution: readOrderAttribution,
	yith_wcwl_l10n: readWishlistL10n,
};

/** Printed on the real pages but read by no island: recorded, with nothing to guard. */
const UNREAD_GLOBALS = [
	'wc_single_product_params',
	'wc_country_select_params',
	'wc_address_i18n_params',
	'wc_cart_params',
	'wc_checkout_params',
	'storefront_sticky_add_to_cart_params',
	'_wpUtilSettings',
];

const recordedGlobals = realShopGlobals().flatMap(({ file, globals }) =>
	Object.entries(globals).map(([name, value]) => ({ file, name, value })),
);

describe('real shop: localized globals', () => {
	it('names every recorded global as guarded or unread', () => {
		const known = new Set([...Object.keys(GLOBAL_READERS), 'wpApiSettings', ...UNREAD_GLOBALS]);
		expect(recordedGlobals.map(({ name }) => name).filter((name) => !known.has(name))).toEqual([]);
	});

	it.each(recordedGlobals.filter(({ name }) => name in GLOBAL_READERS).map((entry) => [`${entry.name} of ${entry.file}`, entry] as const))(
		'accepts %s',
		(_label, { name, value }) => {
			const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
			expect(GLOBAL_READERS[name]({ [name]: structuredClone(value) })).not.toBeNull();
			expect(warn).not.toHaveBeenCalled();
		},
	);

	it.each(recordedGlobals.filter(({ name }) => name === 'wpApiSettings').map((entry) => [entry.file, entry] as const))(
		'configures the REST client from wpApiSettings of %s',
		(_label, { value }) => {
			const settings = value as { root: string; nonce: string };
			vi.stubGlobal('wpApiSettings', settings);
			const client = configureRest();
			expect(settings.root).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-json\/$/);
			expect(client.nonceMiddleware?.nonce).toBe(settings.nonce);
		},
	);

	it('records the globals the issue lists', () => {
		const names = new Set(recordedGlobals.map(({ name }) => name));
		for (const name of [...Object.keys(GLOBAL_READERS), 'wpApiSettings', 'wc_single_product_params']) expect(names).toContain(name);
	});
});

describe('real shop: data-product_variations', () => {
	const recorded = realShopVariations();

	it('covers a variation with and without its own image, in stock and out', () => {
		const variations = recorded.flatMap(({ attribute }) => JSON.parse(attribute) as Array<{ image: { src: string }; is_in_stock: boolean }>);
		const kinds = new Set(variations.map((variation) => `${variation.image.src !== ''}/${variation.is_in_stock}`));
		expect([...kinds].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
	});

	it.each(recorded.map((entry) => [entry.file, entry] as const))('accepts %s', (_label, { attribute }) => {
		expect(isProductVariations(JSON.parse(attribute))).toBe(true);
		expect(parseProductVariations(attribute)).not.toBeNull();
	});
});

type ReplyCheck = (reply: RecordedReply) => Promise<void>;

/** The client's own request: fetch stubbed with the recorded reply, then the same parse an island gets. */
async function outcomeOf(reply: RecordedReply, expect: 'json' | 'text' = 'json') {
	vi.stubGlobal('fetch', vi.fn(async () => replyResponse(reply)));
	return ajax('/recorded', { form: {}, timeoutMs: 5000, asXhr: true, expect });
}

async function dataOf(reply: RecordedReply): Promise<unknown> {
	const outcome = await outcomeOf(reply);
	if (!outcome.ok) throw new Error(`${reply.name}: the client read a failure (${outcome.kind})`);
	return outcome.data;
}

const cartAdded: ReplyCheck = async (reply) => {
	const data = await dataOf(reply);
	expect(classifyAddToCart(data).kind).toBe('added');
	expect(isCartFragmentsResponse(data)).toBe(true);
};
const cartToProductPage: ReplyCheck = async (reply) => {
	const data = await dataOf(reply);
	expect(isAddToCartErrorResponse(data)).toBe(true);
	expect(classifyAddToCart(data).kind).toBe('product-page');
};
const fragments: ReplyCheck = async (reply) => expect(isCartFragmentsResponse(await dataOf(reply))).toBe(true);
const variationFound: ReplyCheck = async (reply) => {
	const data = await dataOf(reply);
	expect(isWcVariation(data)).toBe(true);
	expect(isGetVariationResponse(data)).toBe(true);
};
const wishlistAdded =
	(result: 'true' | 'exists' | 'error'): ReplyCheck =>
	async (reply) => {
		const data = await dataOf(reply);
		expect(isRefusedReply(data)).toBe(false);
		expect(isAddToWishlistReply(data)).toBe(true);
		expect((data as { result: unknown }).result).toBe(result);
	};
const wishlistFragments: ReplyCheck = async (reply) => {
	const data = await dataOf(reply);
	expect(isRefusedReply(data)).toBe(false);
	expect(isFragmentsReply(data)).toBe(true);
};
const refused: ReplyCheck = async (reply) => expect(isRefusedReply(await dataOf(reply))).toBe(true);
/** A free-plugin site has no handler: WordPress answers `0` with 400, which the client reads as a failure. */
const noHandler: ReplyCheck = async (reply) => {
	const outcome = await outcomeOf(reply);
	expect(outcome).toMatchObject({ ok: false, kind: 'http', status: 400, text: '0' });
};

const invalidNonce = { code: 'rest_cookie_invalid_nonce', message: 'Cookie check failed', data: { status: 403 } };
const nonceHolder = () => ({ nonceMiddleware: createNonceMiddleware('stale'), nonceEndpoint: '/wp-admin/admin-ajax.php?action=rest-nonce' });

const REPLY_CHECKS: Record<string, ReplyCheck> = {
	'add-to-cart-simple': cartAdded,
	'add-to-cart-variation': cartAdded,
	'add-to-cart-with-tax': cartAdded,
	'add-to-cart-out-of-stock': cartToProductPage,
	'add-to-cart-variable-parent': cartToProductPage,
	'add-to-cart-unknown-product': async (reply) => {
		const data = await dataOf(reply);
		expect(isAddToCartErrorResponse(data)).toBe(true);
		expect(classifyAddToCart(data).kind).toBe('rejected');
	},
	'get-refreshed-fragments-empty': fragments,
	'get-refreshed-fragments-full': fragments,
	'remove-from-cart': fragments,
	'remove-from-cart-unknown-key': async (reply) => expect(isRemoveFailedResponse(await dataOf(reply))).toBe(true),
	'get-variation-image-in-stock': variationFound,
	'get-variation-no-image-in-stock': variationFound,
	'get-variation-no-image-out-of-stock': variationFound,
	'get-variation-jacket-any-fabric': async (reply) => {
		await variationFound(reply);
		// The variation leaves its fabric "any": the reply says so with an empty value, and carries its own weight and dimensions.
		expect(await dataOf(reply)).toMatchObject({ attributes: { attribute_color: 'Blue', attribute_size: 'L', attribute_fabric: '' }, weight: '1.5', dimensions_html: '62 &times; 42 &times; 6 in', weight_html: '1.5 lbs' });
	},
	'get-variation-no-match': async (reply) => {
		const data = await dataOf(reply);
		expect(data).toBe(false);
		expect(isGetVariationResponse(data)).toBe(true);
	},
	'wishlist-add': wishlistAdded('true'),
	'wishlist-add-second': wishlistAdded('true'),
	'wishlist-add-admin-mug': wishlistAdded('true'),
	'wishlist-add-admin-poster': wishlistAdded('true'),
	'wishlist-add-exists': wishlistAdded('exists'),
	'wishlist-add-behaviour-add': wishlistAdded('true'),
	'wishlist-add-behaviour-remove': wishlistAdded('true'),
	'wishlist-add-sharing': wishlistAdded('true'),
	'wishlist-add-guest-disabled': wishlistAdded('error'),
	'wishlist-add-bad-nonce': refused,
	'wishlist-load-fragments': wishlistFragments,
	'wishlist-load-fragments-bad-nonce': refused,
	'wishlist-load-fragments-first-load': wishlistFragments,
	'wishlist-load-mobile': wishlistFragments,
	'wishlist-save-title': wishlistFragments,
	'wishlist-delete-item': wishlistFragments,
	'wishlist-delete-item-unknown': refused,
	'wishlist-remove': wishlistFragments,
	'wishlist-remove-no-fragments': wishlistFragments,
	'wishlist-reload-and-add': async (reply) => {
		const outcome = await outcomeOf(reply, 'text');
		if (!outcome.ok) throw new Error('reload_wishlist_and_adding_elem read as a failure');
		const html = new DOMParser().parseFromString(String(outcome.data), 'text/html');
		expect(html.querySelector('#yith-wcwl-form .wishlist_table')).not.toBeNull();
	},
	'wishlist-save-privacy': noHandler,
	'wishlist-update-item-quantity': noHandler,
	'wishlist-sort-wishlist-items': noHandler,
	'wishlist-move-to-another-wishlist': noHandler,
	'wishlist-ask-an-estimate': noHandler,
	'wishlist-remove-from-all-wishlists': noHandler,
	'rest-nonce-admin': async (reply) => {
		vi.stubGlobal('fetch', vi.fn(async () => replyResponse(reply)));
		const holder = nonceHolder();
		const options = { path: '/wp/v2/users/me' };
		await expect(refreshNonce(holder, options, invalidNonce)).resolves.toBe(options);
		expect(holder.nonceMiddleware.nonce).toBe(reply.response.body.trim());
		expect(holder.nonceMiddleware.nonce).toMatch(/^[0-9a-f]{10}$/);
	},
	'rest-nonce-guest': async (reply) => {
		vi.stubGlobal('fetch', vi.fn(async () => replyResponse(reply)));
		const holder = nonceHolder();
		await expect(refreshNonce(holder, { path: '/wp/v2/users/me' }, invalidNonce)).rejects.toBe(invalidNonce);
		expect(holder.nonceMiddleware.nonce).toBe('stale');
	},
};

describe('real shop: AJAX replies', () => {
	const replies = realShopReplies();

	it('has a check for every recorded reply, and a recorded reply for every check', () => {
		expect(replies.map(({ name }) => name).sort()).toEqual(Object.keys(REPLY_CHECKS).sort());
	});

	it.each(replies.map((reply) => [reply.name, reply] as const))('reads %s', async (_label, reply) => {
		await REPLY_CHECKS[reply.name](reply);
	});
});

describe('real shop: markup contracts', () => {
	it.each(realShopMarkupNames().map((name) => [name] as const))('finds %s in its recorded page', (name) => {
		expect(realShopElements(name).length).toBeGreaterThan(0);
	});
});
