/**
 * load_mobile (contract §3.7): one fragment, keyed by the table's form, whose
 * options say `is_mobile: 'yes'|'no'`; the reply's template replaces the form.
 * A lazy part: only a crossing of the breakpoint that needs the other
 * template loads it.
 */
import type { WishlistL10n } from '../../../contracts/wishlist';
import { isFragmentsReply } from '../../../contracts/wishlist';
import { documentEvents } from '../../../runtime/wishlist/events';
import { applyFragments, fragmentKey, fragmentOptions } from '../../../runtime/wishlist/fragments';
import { wishlistCall } from '../../../runtime/wishlist/request';

/** Asks for the template `want` of `table`'s form; false when nothing came (the next crossing may ask again). */
export async function loadMobile(l10n: WishlistL10n, glue: string, table: Element, want: 'yes' | 'no', signal: AbortSignal): Promise<boolean> {
	const form = table.closest('form') ?? table;
	const key = fragmentKey(form, glue);
	const options = { ...fragmentOptions(form), is_mobile: want };
	const outcome = await wishlistCall(l10n, 'load_mobile', { fragments: { [key]: options } }, signal);
	if (!outcome.ok || !isFragmentsReply(outcome.data) || Array.isArray(outcome.data.fragments)) return false;
	fragmentOptions(form).is_mobile = want;
	applyFragments(outcome.data.fragments, glue, { fragments: { [key]: options } });
	documentEvents().emit('yith_wcwl_init_after_ajax');
	documentEvents().emit('yith_wcwl_responsive_template', [want === 'no', outcome.data.fragments]);
	return true;
}
