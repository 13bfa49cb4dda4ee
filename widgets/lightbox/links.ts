/**
 * Reading prettyPhoto's markup (contract §1): the hook value (`data-rel`
 * before `rel`), gallery sets by exact `prettyPhoto[name]`, and each item's
 * title (first image's `alt`) and description (the link's `title`).
 */
import type { DeepLink } from '../../runtime/lightbox/deep-link';
import type { LightboxItem } from '../../runtime/lightbox/state';

export const LIGHTBOX_LINKS = 'a[rel^="prettyPhoto"], a[data-rel^="prettyPhoto"], a.zoom';
const WISHLIST_POPUP = /^prettyPhoto\[(?:add_to_wishlist_|(?:ask_an_estimate|create_wishlist|move_to_another_wishlist)\])/;

export function hookValue(link: Element): string {
	for (const name of ['data-rel', 'rel']) {
		const value = link.getAttribute(name);
		if (value?.startsWith('prettyPhoto')) return value;
	}
	return '';
}

export const isLightboxLink = (element: Element | null | undefined): element is HTMLAnchorElement =>
	!!element && element.matches(LIGHTBOX_LINKS) && !WISHLIST_POPUP.test(hookValue(element)) && !element.closest('[data-island-off]');

/** The name in `prettyPhoto[name]`; null for a link that opens alone. */
export const galleryName = (hook: string): string | null => /^prettyPhoto\[([^\]]*)\]/.exec(hook)?.[1] ?? null;

export const itemOf = (link: Element): LightboxItem => ({
	href: link.getAttribute('href') ?? '',
	title: link.querySelector('img')?.getAttribute('alt') ?? '',
	description: link.getAttribute('title') ?? '',
});

const linksWithHook = (hook: string, root: ParentNode): HTMLAnchorElement[] =>
	Array.from(root.querySelectorAll(LIGHTBOX_LINKS)).filter((link): link is HTMLAnchorElement => isLightboxLink(link) && hookValue(link) === hook);

/** The set a click opens and the clicked link's place in it (its own index, even when an href repeats). */
export function linkSet(link: HTMLAnchorElement, root: ParentNode): { links: HTMLAnchorElement[]; start: number } {
	const hook = hookValue(link);
	if (galleryName(hook) === null) return { links: [link], start: 0 };
	const links = linksWithHook(hook, root);
	const start = links.indexOf(link);
	return start < 0 ? { links: [link], start: 0 } : { links, start };
}

/** The link a deep link names, found by comparing attribute values (never a selector built from the hash). */
export const deepLinkTarget = (deep: DeepLink, root: ParentNode): HTMLAnchorElement | null =>
	linksWithHook(deep.name ? `prettyPhoto[${deep.name}]` : 'prettyPhoto', root)[deep.index] ?? null;
