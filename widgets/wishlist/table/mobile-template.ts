/**
 * load_mobile (contract §3.7): one fragment, keyed by the table's form, whose
 * options say `is_mobile: 'yes'|'no'`; the reply's template replaces the form.
 * A lazy part: only a crossing of the breakpoint that needs the other
 * template loads it. The fragment work stays the island's (`host`): a lazy
 * part has its own copy of runtime/wishlist/fragments.ts, without the
 * island's in-memory options and hydrated receivers.
 */
import type { FragmentOptions, FragmentReply, WishlistL10n } from '../../../contracts/wishlist';
import { isFragmentsReply } from '../../../contracts/wishlist';
import { documentEvents } from '../../../runtime/wishlist/events';
import { wishlistCall } from '../../../runtime/wishlist/request';

export interface MobileHost {
	/** The form's fragment key and its in-memory options. */
	key: string;
	options: FragmentOptions;
	apply: (fragments: FragmentReply) => void;
}

/** Asks for the template `want` of the form; false when nothing came (the next crossing may ask again). */
export async function loadMobile(l10n: WishlistL10n, host: MobileHost, want: 'yes' | 'no', signal: AbortSignal): Promise<boolean> {
	const sent = { fragments: { [host.key]: { ...host.options, is_mobile: want } } };
	const outcome = await wishlistCall(l10n, 'load_mobile', sent, signal);
	if (!outcome.ok || !isFragmentsReply(outcome.data) || Array.isArray(outcome.data.fragments)) return false;
	host.options.is_mobile = want;
	host.apply(outcome.data.fragments);
	documentEvents().emit('yith_wcwl_init_after_ajax');
	documentEvents().emit('yith_wcwl_responsive_template', [want === 'no', outcome.data.fragments]);
	return true;
}
