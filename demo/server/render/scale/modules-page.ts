/**
 * `/demo/scale/modules/?n=200`: n JNews blocks on one page, for the scale
 * test and the bench. Every block pages by AJAX: odd ones next/prev, even ones
 * load more, each two posts a page from its own offset in the archive, so two
 * blocks never show the same page.
 */
import { html } from '../../http/html';
import type { PageBody } from '../layout';
import { block, settings } from '../theme/blocks';
import { type ThemeChrome, themeChrome } from '../theme/theme-chrome';

export const MAX_MODULES = 400;

/** `?n=` clamped to 1..MAX_MODULES; anything unparsable gives 200. */
export function moduleCount(value: string | null): number {
	const n = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 200;
	return Math.min(Math.max(n, 1), MAX_MODULES);
}

export function scaleModulesPage(count: number, chrome: Omit<ThemeChrome, 'postId'>): PageBody {
	const blocks = Array.from({ length: count }, (_, i) => {
		const title = `Module ${i + 1}`;
		const mode = i % 2 === 0 ? 'nextprev' : 'loadmore';
		return block(
			`jnews_module_scale_${i}`,
			settings({ class: 'JNews_Block_3', first_title: title, number_post: '2', pagination_number_post: '2', pagination_mode: mode, include_category: '', post_offset: String(i) }),
			{ title },
		);
	});
	return {
		title: `${count} modules`,
		bodyClass: 'page demo-scale-modules jnews',
		content: html`<h1 class="entry-title">${count} JNews modules</h1><p>Odd modules page with Prev / Next, even ones with Load More. Change <code>?n=</code> (1&ndash;${MAX_MODULES}) to scale the page.</p><section class="jnews-scale-modules" aria-label="Modules">${blocks}</section>`,
		...themeChrome({ ...chrome, postId: 0 }, {}),
	};
}
