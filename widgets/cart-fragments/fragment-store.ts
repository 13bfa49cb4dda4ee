/**
 * The fragment cache in Web Storage, under WooCommerce's exact keys, so pages
 * still running the original script share it (contract §4.5):
 * sessionStorage `{fragment_name}` (JSON map), `{cart_hash_key}`, `wc_cart_created`;
 * localStorage `{cart_hash_key}` only, as the cross-tab signal.
 */
import { CART_CREATED_KEY, type Fragments, isFragments, type WcCartFragmentsParams } from '../../contracts/woocommerce';
import { readItem, readJson, writeItem } from '../../runtime/storage';

export interface FragmentStore {
	readFragments(): Fragments | undefined;
	readHash(): string;
	readCreated(): string | null;
	/** localStorage and sessionStorage disagree: another tab changed the cart. */
	changedElsewhere(): boolean;
	save(fragments: Fragments, hash: string): void;
	markCreated(now: number): void;
}

export function fragmentStore(params: WcCartFragmentsParams): FragmentStore {
	return {
		readFragments: () => readJson('session', params.fragment_name, isFragments) ?? undefined,
		readHash: () => readItem('session', params.cart_hash_key) ?? '',
		readCreated: () => readItem('session', CART_CREATED_KEY),
		changedElsewhere: () => readItem('local', params.cart_hash_key) !== readItem('session', params.cart_hash_key),
		save(fragments, hash) {
			writeItem('session', params.fragment_name, JSON.stringify(fragments));
			writeItem('local', params.cart_hash_key, hash);
			writeItem('session', params.cart_hash_key, hash);
		},
		markCreated: (now) => void writeItem('session', CART_CREATED_KEY, String(now)),
	};
}
