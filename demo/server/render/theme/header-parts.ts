/**
 * The JNews header pieces the AJAX islands work on: the search box with its
 * live-result box (theme-ajax.md §3.1), the mega menu items (§4.1) and the
 * header cart with its `.cartlink` detail (§8).
 */
import { type Html, html } from '../../http/html';
import { formatPrice } from '../price';

const searchParts = (): Html =>
	html`<a href="#" class="jeg_search_toggle" aria-label="Search Button"><i class="fa fa-search"></i></a><form action="/" method="get" class="jeg_search_form" target="_top"><input name="s" class="jeg_search_input" placeholder="Search..." type="text" value="" autocomplete="off" aria-label="Search"><button aria-label="Search Button" type="submit" class="jeg_search_button btn"><i class="fa fa-search"></i></button></form><div class="jeg_search_result jeg_search_hide with_result"><div class="search-result-wrapper"></div><div class="search-link search-noresult">No Result</div><div class="search-link search-all-button"><i class="fa fa-search"></i> View All Result</div></div>`;

export const searchBox = (): Html => html`<div class="jeg_nav_item jeg_search_wrapper search_icon jeg_search_popup_expand">${searchParts()}</div>`;

/** The mobile bar's search icon (`fragment/header/element/mobile/search_icon.php`): the same box without `search_icon`. */
export const mobileSearchBox = (): Html => html`<div class="jeg_nav_item jeg_search_wrapper jeg_search_popup_expand">${searchParts()}</div>`;

const OVERLAY = html`<div class="newsfeed_overlay"><div class="preloader_type preloader_circle"><div class="newsfeed_preloader jeg_preloader circle"></div></div></div>`;

/** Two AJAX mega menus: City (type 1, carousel) and Culture (type 2, with tags). */
export const megaMenu = (): Html =>
	html`<div class="jeg_nav_item jeg_main_menu_wrapper"><ul class="jeg_menu jeg_main_menu"><li class="menu-item jeg_megamenu category_1 ajaxload" data-number="9" data-category="72" data-item-row="default"><a href="/category/city/">City</a><div class="sub-menu"><div class="jeg_newsfeed clearfix">${OVERLAY}</div></div></li><li class="menu-item jeg_megamenu category_2 ajaxload" data-number="6" data-category="73" data-tags="10,11" data-item-row="default"><a href="/category/culture/">Culture</a><div class="sub-menu"><div class="jeg_newsfeed style2 clearfix">${OVERLAY}</div></div></li></ul></div>`;

/** JNews's "cart detail" header item: the link text is refreshed by `jnews_ajax_cart_detail`. */
export const headerCartDetail = (totalMinor: number): Html =>
	html`<div class="jeg_nav_item jeg_cart cartdetail"><a href="/cart/" class="cartlink">Cart / ${formatPrice(totalMinor)}</a><div class="jeg_cartcontent"><p class="buttons"><a href="/cart/" class="button wc-forward">View cart</a> <a href="/checkout/" class="button checkout wc-forward">Checkout</a></p></div></div>`;
