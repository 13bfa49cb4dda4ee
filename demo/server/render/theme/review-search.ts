/**
 * The jnews-review plugin's search block (theme-ajax.md §9): the form, the
 * settings script and the result holder, and the results HTML the
 * `review_search_handler` action answers (a rating per post, 5 per page).
 */
import { type Html, html, raw } from '../../http/html';
import { scriptJson } from '../../http/php-json';
import { CATEGORIES, postUrl, type ThemePost, THEME_POSTS } from '../../state/theme-posts';

export const REVIEW_UID = 'jnews_review_search_1';
const PER_PAGE = 5;

/** A stable score out of 10 per post. */
export const rating = (post: ThemePost): number => ((post.id * 37) % 91) / 10 + 1;

export function reviewResults(keyword: string, category: string, sort: string, page: number): Html {
	const words = keyword.toLowerCase().trim();
	let posts = THEME_POSTS.filter((post) => (!words || post.title.toLowerCase().includes(words)) && (!category || String(post.category) === category));
	if (sort === 'rating-desc') posts = [...posts].sort((a, b) => rating(b) - rating(a));
	else if (sort === 'rating-asc') posts = [...posts].sort((a, b) => rating(a) - rating(b));
	const pages = Math.max(1, Math.ceil(posts.length / PER_PAGE));
	const current = Math.min(Math.max(1, page), pages);
	const items = posts.slice((current - 1) * PER_PAGE, current * PER_PAGE);
	if (!items.length) return html`<div class="jeg_review_search_result"><div class="jeg_empty_module">No Content Available</div></div>`;
	return html`<div class="jeg_review_search_result">${items.map((post) => html`<div class="jeg_post review-item"><h3 class="jeg_post_title"><a href="${postUrl(post)}">${post.title}</a></h3><span class="score">${rating(post).toFixed(1)}</span></div>`)}</div><div class="jeg_review_search_paging"><div class="jeg_navigation">${Array.from({ length: pages }, (_, i) => i + 1).slice(0, 10).map((n) => html`<a href="#" class="page_number${n === current ? ' active' : ''}" data-id="${n}">${n}</a>`)}</div></div>`;
}

export function reviewSearchBlock(): Html {
	const settings = { number_post: String(PER_PAGE), review_type: 'all' };
	return html`<div class="jeg_review_search" data-id="${REVIEW_UID}"><form class="review-search-form" action="#" method="post"><input type="text" class="search_keyword" name="keyword" value="" placeholder="Search reviews" aria-label="Search reviews"><select name="category" aria-label="Category"><option value="">All categories</option>${CATEGORIES.map((c) => html`<option value="${c.id}">${c.name}</option>`)}</select><select name="sort" aria-label="Sort"><option value="latest">Latest</option><option value="rating-desc">Highest rating</option><option value="rating-asc">Lowest rating</option></select><input type="hidden" name="page" value="1"><input type="hidden" name="action" value="review_search_handler"><script>var ${REVIEW_UID} = ${raw(scriptJson(settings))};</script></form><div class="jeg_review_search_result_wrapper"><div class="jeg_review_search_result_holder">${reviewResults('', '', 'latest', 1)}</div><div class="module-overlay"></div></div></div>`;
}
