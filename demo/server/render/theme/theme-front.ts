/** The front page as a JNews home: the header items (search, account, mega menu, cart detail), 'Latest news' before the shop's own sections, then the reviews, 'From the archive' (masonry) and the side feed. */
import { html } from '../../http/html';
import { homePage } from '../home';
import type { PageBody } from '../layout';
import { accountLinks } from './account-popups';
import { archiveBlock, frontBlocks } from './blocks';
import { headerCartDetail, megaMenu, searchBox } from './header-parts';
import { reviewSearchBlock } from './review-search';
import { sideFeed } from './side-feed';
import { type ThemeChrome, themeChrome } from './theme-chrome';

export function themeFrontPage(chrome: Omit<ThemeChrome, 'postId'>, cartTotalMinor: number): PageBody {
	const home = homePage();
	return {
		...home,
		content: html`<section class="jnews-home" aria-label="Latest news">${frontBlocks()}</section>${home.content}<section class="jnews-reviews" aria-label="Reviews">${reviewSearchBlock()}</section><section class="jnews-archive" aria-label="From the archive">${archiveBlock()}</section>${sideFeed(null)}`,
		...themeChrome({ ...chrome, postId: 0 }, { menu: megaMenu(), search: searchBox(), account: accountLinks(), cart: headerCartDetail(cartTotalMinor) }),
	};
}
