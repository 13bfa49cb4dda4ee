/**
 * The wishlist islands' entry: the one wishlist file a page with wishlist
 * markup loads, and a small one. The islands' code is a lazy part
 * (`islands.ts`): the wishlist page's form fetches it at once; an add block
 * (or the items widget) only on first use or intent (`button/first-use.ts`),
 * since most readers never click it. Until then every printed link works.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { holdUntilUsed } from './button/first-use';

type Islands = typeof import('./islands');
let islands: Promise<Islands> | undefined;

/** The islands' part, fetched once; after a failed fetch the next use asks again. */
const loadIslands = (): Promise<Islands> =>
	(islands ??= import('./islands').catch((error: unknown) => {
		islands = undefined;
		throw error;
	}));

const mount: MountIsland = (element, context) => {
	if (element.matches('form#yith-wcwl-form')) return loadIslands().then(({ mountForm }) => mountForm(element, context));
	// The premium items widget holds the same kind of links (remove from all lists) as the add block.
	if (element.classList.contains('yith-wcwl-add-to-wishlist') || element.classList.contains('yith-wcwl-items-widget'))
		return holdUntilUsed(element, context, () => loadIslands().then(({ mountBlock }) => mountBlock));
};

export default mount;
