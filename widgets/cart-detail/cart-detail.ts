/**
 * The header cart's detail text (theme-ajax.md §8): after `added_to_cart`,
 * `removed_from_cart` and `wc_fragments_refreshed` one `jnews_ajax_cart_detail`
 * call answers a JSON string ("Cart / <price>") for every `.cartlink` on the
 * page. Events within 250 ms share one call (a refresh follows every add;
 * edge case 17). Failures and empty answers change nothing.
 */
import { signal, type Signal } from '@preact/signals-core';
import { isCartDetailResponse } from '../../contracts/theme/actions';
import { wcEvents } from '../../runtime/events';
import { themeCall } from '../../runtime/theme/endpoint';

export const CART_EVENTS = ['added_to_cart', 'removed_from_cart', 'wc_fragments_refreshed'] as const;
export const COALESCE_MS = 250;

let detail: Signal<string | null> | undefined;
let listeners = 0;
let stop: (() => void) | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

/** The latest detail HTML, null until a refresh answered. */
export const cartDetail = (): Signal<string | null> => (detail ??= signal<string | null>(null));

async function refresh(): Promise<void> {
	const outcome = await themeCall({ action: 'jnews_ajax_cart_detail' });
	if (outcome.ok && isCartDetailResponse(outcome.data) && outcome.data !== '') cartDetail().value = outcome.data;
}

const schedule = () => {
	clearTimeout(timer);
	timer = setTimeout(() => void refresh(), COALESCE_MS);
};

/** Listens while at least one header cart is mounted; returns the release function. */
export function watchCartEvents(): () => void {
	if (listeners++ === 0) {
		const offs = CART_EVENTS.map((name) => wcEvents().on(name, schedule));
		stop = () => offs.forEach((off) => off());
	}
	return () => {
		if (--listeners > 0) return;
		stop?.();
		clearTimeout(timer);
	};
}
