/**
 * The wishlist islands' entry: the one wishlist file a page with wishlist
 * markup loads, and a small one. The islands' code is in lazy parts, reached
 * through `parts.ts`: the wishlist page's form fetches its own (`table/`) at
 * once; an add block (or the items widget) fetches the block's (`islands.ts`)
 * only on first use or intent (`button/first-use.ts`), since most readers
 * never click it. Until then every printed link works.
 */
import type { MountIsland } from '../../runtime/loader/manifest';
import { documentEvents } from '../../runtime/wishlist/events';
import { holdUntilUsed } from './button/first-use';

type Parts = typeof import('./parts');
let parts: Promise<Parts> | undefined;

/** `parts.ts`, the part that holds what the form and the block share and loads either; fetched once, and asked again after a failed fetch. */
const loadParts = (): Promise<Parts> =>
	(parts ??= import('./parts').catch((error: unknown) => {
		parts = undefined;
		throw error;
	}));

let initialised = false;

function mountOne(element: HTMLElement, context: Parameters<MountIsland>[1]): ReturnType<MountIsland> {
	if (element.matches('form#yith-wcwl-form')) return loadParts().then((loaded) => loaded.mountForm(element, context));
	// The premium items widget holds the same kind of links (remove from all lists) as the add block.
	if (element.classList.contains('yith-wcwl-add-to-wishlist') || element.classList.contains('yith-wcwl-items-widget'))
		return holdUntilUsed(element, context, () => loadParts().then((loaded) => loaded.mountBlock()));
}

const mount: MountIsland = (element, context) => {
	const mounted = mountOne(element, context);
	// The plugin's script says once per page that it is bound (`yith_wcwl_init` on document): listeners run their own setup then.
	if (!initialised) {
		initialised = true;
		listenForReloads();
		documentEvents().emit('yith_wcwl_init');
	}
	return mounted;
};

/** What third parties ask of the plugin's script once it is bound (parts.ts reads their arguments). */
function listenForReloads(): void {
	for (const name of ['yith_wcwl_reload_fragments', 'yith_infs_added_elem'] as const)
		documentEvents().on(name, (args) => void loadParts().then((loaded) => loaded.reloadAsked(name, args)));
}

export default mount;
