/**
 * QA stagings of the news pages (issue 17), one page each under
 * `/news/staging/<name>/`, linked from `/demo/`: the block variants the front
 * page does not print (ticker animation, delay and item count; post slider
 * types 2, 3, 4, 7 and 8; hero margins; a fullscreen overlay slider), the
 * jnews-review box, a share bar with a QR-code button, and the header search
 * with its mobile variant. Each block is printed as the theme (or its plugin)
 * prints it, so the islands meet the markup they meet on a real site.
 */
import { type Html, html } from '../../http/html';
import { ARTICLES } from '../../state/articles';
import { imageUrl } from '../product-image';
import { blockPosts } from './front-blocks';
import { newsTicker, shareBar } from './reading-markup';
import { type ReviewBox, reviewBox } from './review-markup';
import { type BlockPost, heroBlock, heroSlider, overlaySlider } from './slider-markup';

export interface NewsStaging {
	title: string;
	content: Html;
	/** The header's search box and the mobile bar's, with live search on. */
	search?: boolean;
}

const headlines = () => ARTICLES.map((article) => ({ title: article.title, url: `/news/${article.slug}/`, date: article.date }));

const section = (id: string, heading: string, note: string, block: Html): Html =>
	html`<section class="demo-staging" aria-labelledby="${id}"><h2 id="${id}">${heading}</h2><p>${note}</p>${block}</section>`;

function tickers(): Html {
	const all = headlines();
	return html`${section('ticker-vertical', 'Vertical ticker', 'data-animation="vertical": headlines come in from below (fadeInUp) and leave upwards (fadeOutUp); prev reverses both.', newsTicker(all, { autoplay: 'true', delay: '3000', animation: 'vertical' }))}${section(
		'ticker-no-delay',
		'Ticker without a delay',
		'data-delay="" (the builder left the field empty): the theme\'s 3000 ms apply.',
		newsTicker(all, { autoplay: 'true', delay: '', animation: 'horizontal' }),
	)}${section('ticker-one-item', 'Ticker with one headline', 'One item: it is shown, never rotates, and the arrows have nothing to move to.', newsTicker(all.slice(0, 1)))}`;
}

const slideThumb = (post: BlockPost): Html =>
	html`<div class="jeg_thumb"><a href="${post.url}"><div class="thumbnail-container"><img src="${imageUrl(post.slug)}" width="640" height="360" alt=""></div></a></div>`;

const caption = (post: BlockPost, extra: Html | string = ''): Html =>
	html`<div class="jeg_slide_caption"><h2 class="jeg_post_title"><a href="${post.url}">${post.title}</a></h2>${extra}</div>`;

/** Type 7's caption carries its own prev/next links: they drive the slider (it prints no arrows or dots). */
const blockNav = (): Html => html`<div class="jeg_block_nav"><a href="#" class="prev"><i class="fa fa-angle-left"></i> prev</a><a href="#" class="next">next <i class="fa fa-angle-right"></i></a></div>`;

const SLIDER_TYPES: readonly [type: number, note: string][] = [
	[2, 'one slide, dots, no arrows, drag'],
	[3, 'three slides with 35 px edge padding, arrows, no dots, drag'],
	[4, 'fading gallery (1000 ms), arrows and dots'],
	[7, 'fading gallery (500 ms), no arrows or dots: each caption\'s prev / next links move it'],
	[8, 'like type 3 with 30 px edge padding (50 px from 1024 px)'],
];

export function postSliderOfType(type: number, posts: readonly BlockPost[]): Html {
	const items = type === 3 || type === 8 ? '3' : '1';
	return html`<div class="jeg_slider_wrapper jeg_slider_type_${type}_wrapper"><div class="jeg_slider jeg_slider_type_${type} jeg_col_12" data-autoplay="" data-delay="5000" data-items="${items}" data-nav-prev="prev" data-nav-next="next" data-hover-action="">${posts.map(
		(post) => html`<div class="jeg_slide_item">${slideThumb(post)}${caption(post, type === 7 ? blockNav() : '')}</div>`,
	)}</div></div>`;
}

const sliders = (): Html => {
	const posts = blockPosts().slice(0, 6);
	return html`${SLIDER_TYPES.map(([type, note]) => section(`slider-type-${type}`, `Post slider type ${type}`, note, postSliderOfType(type, posts)))}`;
};

const heroMargins = (): Html => {
	const posts = blockPosts();
	return html`${section('hero-margin-30', 'Hero block, 30 px margin', 'data-margin="30": above 667 px a 30 px gap between the posts; at 667 px and below it is capped at 5 px and moves to the scroller.', heroBlock(posts.slice(0, 4), 30))}${section(
		'hero-margin-0',
		'Hero block, no margin',
		'data-margin="0": the posts touch.',
		heroBlock(posts.slice(4, 8), 0),
	)}${section('hero-slider-margin', 'Hero slider, 20 px margin', 'A hero printed as a slider with data-margin="20": the gap applies to each slide; the scroller never takes it.', heroSlider([posts.slice(0, 4), posts.slice(4, 8)], 20))}`;
};

const overlayFullscreen = (): Html =>
	section('overlay-fullscreen', 'Overlay slider, fullscreen', 'data-fullscreen="1": above 1024 px the slider fills the window under the header; at 1024 px and below the usual heights apply.', overlaySlider(blockPosts().slice(0, 6), true));

const REVIEW: ReviewBox = {
	name: 'Night tram line 3',
	summary: 'Quiet, frequent and warm; the last departures are still too early for the theatre crowd.',
	ratings: [
		['Comfort', 8.5],
		['Frequency', 7],
		['Value', 9],
		['Accessibility', 6],
	],
	pros: ['Every 15 minutes until 2 a.m.', 'Level boarding at every stop'],
	cons: ['No service on Sunday nights'],
};

const review = (): Html =>
	html`${section('review-percent', 'Review, percentage bars', 'The jnews-review box: the score, the summary, pros and cons, and the "Review Breakdown" bars, printed at 0 % and filled when the box comes into view.', reviewBox(REVIEW, 'percentage'))}${section(
		'review-point',
		'Review, points',
		'The same review rated in points (out of 10).',
		reviewBox(REVIEW, 'point'),
	)}${section('review-star', 'Review, stars', 'The same review rated in stars (out of 5): the stars are printed, nothing moves.', reviewBox(REVIEW, 'star'))}`;

/** The QR-code button the share plugin prints when the site enables it: its link is the code's image. */
const qrButton = (url: string): Html =>
	html`<a href="/news/media/qr-code.svg?data=${encodeURIComponent(url)}" rel="nofollow" class="jeg_btn-qrcode"><i class="fa fa-qrcode"></i></a>`;

const shareQr = (origin: string): Html => {
	const article = ARTICLES[0];
	const url = `${origin}/news/${article.slug}/`;
	return section('share-qr', 'Share bar with a QR code', 'The QR-code button shows the code for this post in a lightbox.', shareBar(url, article.title, qrButton(url)));
};

const search = (): Html =>
	section('search', 'Header search', 'The header\'s search icon (desktop) and the mobile bar\'s (at 1023 px and below) open the search box; typing three letters lists posts (live search on, jnewsoption.live_search = "1").', html`<p>Try "school", "council" or "zzz".</p>`);

export const NEWS_STAGINGS = {
	tickers: (): NewsStaging => ({ title: 'Ticker variants', content: tickers() }),
	sliders: (): NewsStaging => ({ title: 'Post slider types 2, 3, 4, 7 and 8', content: sliders() }),
	'hero-margins': (): NewsStaging => ({ title: 'Hero margins', content: heroMargins() }),
	'overlay-fullscreen': (): NewsStaging => ({ title: 'Overlay slider, fullscreen', content: overlayFullscreen() }),
	review: (): NewsStaging => ({ title: 'Review box', content: review() }),
	'share-qr': (origin: string): NewsStaging => ({ title: 'QR share button', content: shareQr(origin) }),
	search: (): NewsStaging => ({ title: 'Header search', content: search(), search: true }),
} satisfies Record<string, (origin: string) => NewsStaging>;

export type NewsStagingName = keyof typeof NEWS_STAGINGS;

/** The staging page's body for `newsShell`, or null for a name there is no staging of. */
export function newsStaging(name: string, origin: string): { title: string; bodyClass: string; content: Html; search?: boolean } | null {
	if (!Object.hasOwn(NEWS_STAGINGS, name)) return null;
	const staging = NEWS_STAGINGS[name as NewsStagingName](origin);
	return { title: staging.title, bodyClass: 'page jnews demo-staging-page', content: html`<h1>${staging.title}</h1>${staging.content}`, search: staging.search };
}
