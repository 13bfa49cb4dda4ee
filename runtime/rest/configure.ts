/**
 * Wires the client as WordPress core wires api-fetch on a page (root URL, then nonce, then
 * media upload, each `use`d in turn), from the first configuration source that has a value:
 * explicit options → `window.wpApiSettings` (printed with the `wp-api-request` script) →
 * `<link rel="https://api.w.org/">`, which core prints on every front-end page (root only).
 */
import { createRestClient, type RestClient } from './api-fetch';
import { mediaUploadMiddleware } from './media-upload';
import { createNonceMiddleware } from './nonce';
import { createRootURLMiddleware } from './root-url';

export interface RestConfig {
	/** The REST root, e.g. `https://example.com/wp-json/` or `https://example.com/?rest_route=/`. */
	root?: string;
	/** The `wp_rest` nonce; none (or empty) sends no `X-WP-Nonce` until a refresh provides one. */
	nonce?: string;
	/**
	 * Where a fresh nonce comes from: `<admin url>admin-ajax.php?action=rest-nonce`. Unset: the
	 * admin-ajax URL WooCommerce or WordPress localized on the page (`woocommerce_params.ajax_url`,
	 * `wc_add_to_cart_params.ajax_url`, `ajaxurl`); none of them: no refresh.
	 */
	nonceEndpoint?: string;
	/** Send PUT/PATCH/DELETE as POST + `X-HTTP-Method-Override`. Default true. */
	methodOverride?: boolean;
}

let client: RestClient | undefined;

/** A `wpApiSettings` entry as printed: a string, anything else is as good as absent. */
const printed = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function localizedNonceEndpoint(): string | undefined {
	const scope = window as {
		woocommerce_params?: { ajax_url?: unknown };
		wc_add_to_cart_params?: { ajax_url?: unknown };
		ajaxurl?: unknown;
	};
	const ajaxUrl = [scope.woocommerce_params?.ajax_url, scope.wc_add_to_cart_params?.ajax_url, scope.ajaxurl].find(
		(value): value is string => typeof value === 'string' && value !== '',
	);
	return ajaxUrl && `${ajaxUrl}${ajaxUrl.includes('?') ? '&' : '?'}action=rest-nonce`;
}

/**
 * Builds the client every later `restFetch` uses and returns it. Call it once at start-up;
 * a later call starts a new client, leaving earlier `useMiddleware` registrations (and an
 * exposed `wp.apiFetch`) on the old one. Without a call, the first request configures itself.
 */
export function configureRest(config: RestConfig = {}): RestClient {
	const settings = (window as { wpApiSettings?: { root?: unknown; nonce?: unknown } }).wpApiSettings;
	const root =
		config.root ?? printed(settings?.root) ?? document.querySelector<HTMLLinkElement>('link[rel="https://api.w.org/"]')?.href;
	const nonce = config.nonce ?? printed(settings?.nonce) ?? '';
	client = createRestClient(config.methodOverride ?? true);
	if (root) client.use(createRootURLMiddleware(root));
	client.use((client.nonceMiddleware = createNonceMiddleware(nonce, root)));
	client.use(mediaUploadMiddleware);
	client.nonceEndpoint = config.nonceEndpoint ?? localizedNonceEndpoint();
	return client;
}

/** The configured client, created from the page's own sources on first use. */
export const restClient = (): RestClient => client ?? configureRest();
