/**
 * The JNews pages: the front page and the archive posts' article pages.
 * `?captcha=1` turns reCAPTCHA on for the account popups (the theme prints
 * `recaptcha: 1` and `.g-recaptcha` when its keys are set; `recaptcha_api`
 * points to the local fake library, `&captcha_api=missing` to a missing file); `?autoload=1`
 * shows the page as the post-autoload add-on leaves it (autoload-posts.ts).
 */
import type { RequestContext } from '../context';
import type { PageBody } from '../render/layout';
import type { ThemeChrome } from '../render/theme/theme-chrome';
import { themeArticlePage } from '../render/theme/theme-article';
import { themeFrontPage } from '../render/theme/theme-front';
import { findThemePost } from '../state/theme-posts';
import { SCALE_COMMENTS_POST } from '../state/scale-post';
import { moduleCount, scaleModulesPage } from '../render/scale/modules-page';
import { ACCOUNT_NONCE_ACTION } from '../../../contracts/theme/account';
import { readSiteSettings } from './site-settings';

const chrome = (ctx: RequestContext): Omit<ThemeChrome, 'postId'> => ({
	url: ctx.origin + ctx.url.pathname,
	accountNonce: ctx.nonce(ACCOUNT_NONCE_ACTION),
	recaptcha: ctx.url.searchParams.get('captcha') === '1',
	recaptchaApi: ctx.url.searchParams.get('captcha_api') === 'missing' ? '/demo/assets/recaptcha/missing.js' : '/demo/assets/recaptcha/api.js',
	loggedIn: ctx.user !== null,
	gif: readSiteSettings(ctx).articleEmbeds === 'on',
	sideFeedPane: readSiteSettings(ctx).sideFeedPane === 'pane',
});

export const themeFront = (ctx: RequestContext): PageBody => themeFrontPage(chrome(ctx), ctx.cart.total());

/** An archive post's page, or null for any other slug. */
export function themeArticle(ctx: RequestContext, slug: string): PageBody | null {
	const post = findThemePost(slug);
	return post ? themeArticlePage(post, chrome(ctx), ctx.url.searchParams.get('autoload') === '1', readSiteSettings(ctx).articleEmbeds === 'on') : null;
}

/** `/demo/scale/comments/`: a single post whose "Read All Comment" loads a 1,000-comment thread. */
export const themeScaleComments = (ctx: RequestContext): PageBody => themeArticlePage(SCALE_COMMENTS_POST, chrome(ctx));

/** `/demo/scale/modules/?n=200`: n paging blocks on one page. */
export const themeScaleModules = (ctx: RequestContext): PageBody => scaleModulesPage(moduleCount(ctx.url.searchParams.get('n')), chrome(ctx));
