/**
 * `load_fragments` (contract §3.6, §4.4), batched: containers that mount
 * within one short window are asked for in one request, as the plugin asks
 * for all of them at start. Used at start with AJAX loading (only
 * `.on-first-load` containers, printed empty), on `yith_wcwl_reload_fragments`
 * and after a variation swap. A failed first load is retried once (§9 #22);
 * markup is never invented.
 */
import { type WishlistL10n, hasFragments, isFragmentsReply, isRefusedReply } from '../../contracts/wishlist';
import { type CollectSearch, applyFragments, collectFragments } from './fragments';
import { documentEvents } from './events';
import { wishlistCall } from './request';

const BATCH_MS = 30;
const pending = new Set<Element>();
let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends one load_fragments for `search`; resolves true when the server answered with fragments. */
export async function loadFragments(l10n: WishlistL10n, glue: string, search: CollectSearch, retries = 0): Promise<boolean> {
	const fragments = collectFragments(search, glue);
	if (Object.keys(fragments).length === 0) return false;
	const outcome = await wishlistCall(l10n, 'load_fragments', { fragments });
	if (!outcome.ok || !isFragmentsReply(outcome.data)) {
		// A stale nonce ({"result":false}) or a cancelled request would fail the same way again.
		const retry = retries > 0 && (outcome.ok ? !isRefusedReply(outcome.data) : outcome.kind !== 'aborted');
		return retry ? loadFragments(l10n, glue, search, retries - 1) : false;
	}
	applyFragments(outcome.data.fragments, glue, search);
	documentEvents().emit('yith_wcwl_init_after_ajax');
	documentEvents().emit('yith_wcwl_fragments_loaded', [fragments, outcome.data.fragments, Boolean(search.firstLoad)]);
	if (search.firstLoad) {
		// A preselected variation re-runs found_variation (§3.6).
		const selects = document.querySelectorAll('.variations_form .variations select');
		selects[selects.length - 1]?.dispatchEvent(new Event('change', { bubbles: true }));
	}
	return hasFragments(outcome.data.fragments);
}

let started = false;
/** The containers on the page when the start-up request went out: it asked for them all, mounted yet or not. */
const askedAtStart = new WeakSet<Element>();

/**
 * Queues an empty AJAX-loading container; one request goes out for all queued within the window.
 * The first is the plugin's start-up one (§4.4: `{firstLoad: true}`, every `.on-first-load` of the
 * page); later ones, for containers inserted since, name their containers. A container that wakes
 * later (below the fold) while the start-up reply is still on its way was asked for already.
 */
export function queueFirstLoad(l10n: WishlistL10n, glue: string, container: Element): void {
	if (askedAtStart.has(container)) return;
	pending.add(container);
	clearTimeout(timer);
	timer = setTimeout(() => {
		const fragments = [...pending];
		pending.clear();
		if (!started) for (const element of document.querySelectorAll('.on-first-load')) askedAtStart.add(element);
		void loadFragments(l10n, glue, started ? { fragments, firstLoad: true } : { firstLoad: true }, 1);
		started = true;
	}, BATCH_MS);
}
