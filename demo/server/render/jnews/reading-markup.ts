/**
 * The theme's markup for the reading features, as JNews prints it
 * (contract theme-ui): the dark-mode switch, the zoom buttons, the reading
 * progress bar, the back-to-top link and the cookie-law notice. Each function
 * returns one fragment so the page templates compose them like the theme's
 * PHP partials.
 */
import { type Html, attrs, html } from '../../http/html';

export const darkModeSwitch = (checked: boolean): Html =>
	html`<div class="jeg_nav_item jeg_dark_mode"><label class="dark_mode_switch"><input${attrs({ type: 'checkbox', class: 'jeg_dark_mode_toggle', 'aria-label': 'Dark mode toogle', checked })}><span class="slider round"></span></label></div>`;

export const zoomButtons = (inStep = 3, outStep = 2): Html =>
	html`<div class="jeg_meta_zoom" data-in-step="${inStep}" data-out-step="${outStep}"><div class="zoom-dropdown"><div class="zoom-icon"><span class="zoom-icon-small">A</span><span class="zoom-icon-big">A</span></div><div class="zoom-item-wrapper"><div class="zoom-item"><button class="zoom-out"><i class="fa fa-minus"></i></button><button class="zoom-in"><i class="fa fa-plus"></i></button><div class="zoom-bar-container"><div class="zoom-bar"></div></div><button class="zoom-reset"><span>Reset</span></button></div></div></div></div>`;

export const progressBar = (): Html =>
	html`<div class="jeg_read_progress_wrapper"><div class="jeg_progress_container top"><span class="progress-bar"></span></div></div>`;

export const scrollToTop = (): Html =>
	html`<div class="jscroll-to-top desktop mobile"><a href="#back-to-top" class="jscroll-to-top_link"><i class="fa fa-angle-up"></i></a></div>`;

export const cookieLawNotice = (days = 7): Html =>
	html`<div class="jnews-cookie-law-policy">This website uses cookies. By continuing to use this website you are giving consent to cookies being used. Visit our <a href="/privacy-policy/">Privacy and Cookie Policy</a>. <button type="button" class="btn btn-cookie" data-expire="${days}">I Agree</button></div>`;

/** The breaking-news ticker, with the headlines it is given (the theme prints "No Content Available" for none). */
export const newsTicker = (headlines: readonly { title: string; url: string; date: string }[], options = { autoplay: 'true', delay: '3000', animation: 'horizontal' }): Html =>
	html`<div class="jeg_breakingnews clearfix"><div class="jeg_breakingnews_title"><i class="fa fa-bolt"></i>&nbsp;<span>Breaking News</span></div><div class="jeg_news_ticker" data-autoplay="${options.autoplay}" data-delay="${options.delay}" data-animation="${options.animation}"><div class="jeg_news_ticker_items">${
		headlines.length === 0
			? html`<div class="jeg_news_ticker_item jeg_news_ticker_animated jeg_news_ticker_active"><span>No Content Available</span></div>`
			: headlines.map(
					(headline, index) =>
						html`<div class="jeg_news_ticker_item jeg_news_ticker_animated${index === 0 ? ' jeg_news_ticker_active' : ''}"><span><a href="${headline.url}">${headline.title}</a></span><span class="post-date">${headline.date}</span></div>`,
				)
	}</div><div class="jeg_news_ticker_control"><div class="jeg_news_ticker_next jeg_news_ticker_arrow"><span>Next</span></div><div class="jeg_news_ticker_prev jeg_news_ticker_arrow"><span>Prev</span></div></div></div></div>`;

/** The "Next Post" popup the theme prints inside the post wrap. */
export const popupPost = (next: { title: string; url: string; image: string }): Html =>
	html`<section class="jeg_popup_post"><span class="caption">Next Post</span><div class="jeg_popup_content"><div class="jeg_thumb"><a href="${next.url}"><img src="${next.image}" width="75" height="75" alt=""></a></div><h3 class="post-title"><a href="${next.url}">${next.title}</a></h3></div><a href="#" class="jeg_popup_close"><i class="fa fa-close"></i></a></section>`;

/** A featured video that follows the reader (`data-following` 1) to a corner. */
export const featuredVideo = (src: string, position = 'bottom_right'): Html =>
	html`<div class="jeg_featured featured_video ${position}" data-following="1" data-position="${position}"><div class="jeg_featured_video_wrapper"><div class="jeg_video_container"><iframe title="Featured video" src="${src}" width="648" height="364"></iframe></div><div class="floating_close"></div></div></div>`;

export interface PostLink {
	title: string;
	url: string;
}

/** The tabbed post widget: Trending, Comments, Latest, each panel a short list. */
export const tabbedPosts = (posts: readonly PostLink[]): Html => {
	const list = (items: readonly PostLink[]) => html`<ul>${items.map((post) => html`<li><a href="${post.url}">${post.title}</a></li>`)}</ul>`;
	return html`<div class="widget jeg_tabpost_widget"><ul class="jeg_tabpost_nav"><li data-tab-content="jeg_tabpost_1" class="active">Trending</li><li data-tab-content="jeg_tabpost_2">Comments</li><li data-tab-content="jeg_tabpost_3">Latest</li></ul><div class="jeg_tabpost_content"><div class="jeg_tabpost_item active" id="jeg_tabpost_1">${list(posts)}</div><div class="jeg_tabpost_item" id="jeg_tabpost_2"><p>No comments yet.</p></div><div class="jeg_tabpost_item" id="jeg_tabpost_3">${list([...posts].reverse())}</div></div></div>`;
};

/** The author boxes of a post with several contributors; more than three are printed truncated. */
export const authorBoxes = (authors: readonly string[]): Html =>
	html`<div class="jnews_author_box_container${authors.length > 3 ? ' author-truncate' : ''}">${authors.map(
		(author) => html`<div class="jeg_authorbox"><div class="jeg_author_content"><h3 class="jeg_author_name">${author}</h3><p class="jeg_author_desc">${author} writes about the city.</p></div></div>`,
	)}${authors.length > 3 ? html`<div class="truncate-read-more"><span>Show More Contributor</span></div>` : ''}</div>`;

const SHARE_URLS: Record<string, (url: string, title: string) => string> = {
	facebook: (url) => `https://www.facebook.com/sharer.php?u=${encodeURIComponent(url)}`,
	twitter: (url, title) => `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
	pinterest: (url) => `https://www.pinterest.com/pin/create/bookmarklet/?url=${encodeURIComponent(url)}`,
	stumbleupon: (url) => `https://www.stumbleupon.com/submit?url=${encodeURIComponent(url)}`,
	email: (url, title) => `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`,
	whatsapp: (url) => `whatsapp://send?text=${encodeURIComponent(url)}`,
};

const shareLink = (network: string, url: string, title: string, label = '') =>
	html`<a href="${SHARE_URLS[network](url, title)}" rel="nofollow" class="jeg_btn-${network}${label ? ' expanded' : ''}"><i class="fa fa-${network}"></i>${label ? html`<span>${label}</span>` : ''}</a>`;

/** The theme's top share bar: two labelled networks, icon-only ones (then `more`, such as a QR-code button), and the secondary networks behind the toggle. */
export const shareBar = (url: string, title: string, more: Html | string = ''): Html =>
	html`<div class="jeg_share_button clearfix"><div class="jeg_sharelist">${shareLink('facebook', url, title, 'Share on Facebook')}${shareLink('twitter', url, title, 'Share on Twitter')}${shareLink('pinterest', url, title)}${more}<div class="share-secondary">${shareLink('stumbleupon', url, title)}${shareLink('email', url, title)}${shareLink('whatsapp', url, title)}<a href="#" class="jeg_btn-google-plus removed"><i class="fa fa-google-plus"></i></a></div><a href="#" class="jeg_btn-toggle"><i class="fa fa-share"></i></a></div></div>`;

/** The share plugin's selection menu, printed in the footer of single posts. */
export const selectionShareMenu = (postUrl: string, imageUrl: string, title: string): Html =>
	html`<div id="selectShareContainer"><div class="selectShare-inner"><div class="select_share jeg_share_button"><button class="select-share-button jeg_btn-facebook" data-url="https://www.facebook.com/sharer.php?u=[url]&amp;quote=[selected_text]" data-post-url="${postUrl}" data-image-url="${imageUrl}" data-title="${title}"><i class="fa fa-facebook-official"></i></button><button class="select-share-button jeg_btn-twitter" data-url="https://twitter.com/intent/tweet?text=[selected_text]&amp;url=[url]" data-post-url="${postUrl}" data-image-url="${imageUrl}" data-title="${title}"><i class="fa fa-twitter"></i></button></div><div class="selectShare-arrowClip"><div class="selectShare-arrow"></div></div></div></div>`;

/** The mobile bar's menu toggle. */
export const mobileMenuToggle = (): Html =>
	html`<a href="#" class="toggle_btn jeg_mobile_toggle" aria-label="Show Menu"><i class="fa fa-bars"></i></a>`;

/** The off-canvas mobile menu, with one item that has a submenu. */
export const offCanvasMenu = (items: readonly PostLink[]): Html =>
	html`<div id="jeg_off_canvas" class="normal"><a href="#" class="jeg_menu_close"><i class="jegicon-cross"></i></a><div class="jeg_bg_overlay"></div><div class="jeg_mobile_wrapper"><nav class="jeg_mobile_nav" aria-label="Mobile"><ul class="jeg_mobile_menu"><li class="menu-item"><a href="/news/">News</a></li><li class="menu-item menu-item-has-children"><a href="/news/">Stories</a><ul class="sub-menu">${items.map(
		(item) => html`<li class="menu-item"><a href="${item.url}">${item.title}</a></li>`,
	)}</ul></li><li class="menu-item"><a href="/shop/">Shop</a></li></ul></nav></div></div>`;

/** A 1×1 transparent GIF, the placeholder the theme prints in `src` of lazy images. */
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** A lazily loaded thumbnail as the theme prints it for lazysizes. */
export const lazyThumbnail = (src: string, alt: string): Html =>
	html`<div class="thumbnail-container animate-lazy size-715"><img width="350" height="250" src="${PLACEHOLDER}" class="lazyload wp-post-image" alt="${alt}" data-src="${src}" data-sizes="auto"></div>`;
