/** The theme's islands (one endpoint, `?ajax-request=jnews`, an action per island). */
import { expect } from 'vitest';
import type { DemoPage } from '../session';
import { FAILURE_SENTENCE } from './faults';
import type { FailingFault, IslandRow } from './island-row';
import { expectSpoken } from './user-sees';

const ARTICLE = '/article/council-budget-232/';
/** Where an HTML fragment is asked, a reply typed as JSON (broken or empty) or a whole page is not one (runtime/theme/endpoint.ts). */
const fragmentReason = (fault: FailingFault) => (fault === 'html' || fault === 'invalid-json' || fault === 'empty' ? FAILURE_SENTENCE['invalid-json']! : FAILURE_SENTENCE[fault]!);
const calls = (demo: DemoPage, sentAs: string) => demo.ajax.filter((call) => call.endpoint === sentAs);

const RELATED = '[data-unique$="_0_6a1f"]';
export const modulePaging: IslandRow = {
	name: 'Module paging',
	endpoint: 'jnews_module_ajax_JNews_Block_3',
	sentAs: 'jnews:jnews_module_ajax_JNews_Block_3',
	open: (demo) => demo.goto(ARTICLE),
	async prepare(demo) {
		// Pages once shown come from memory: at the last page, a new page load forgets them.
		if ((await demo.page.locator(`${RELATED} a.next`).getAttribute('class'))?.includes('disabled')) await demo.reload();
	},
	act: (demo) => demo.page.click(`${RELATED} a.next`),
	succeeded: (demo) => expectSpoken(demo, 'polite', /^Page \d+ loaded$/),
	// Spec §8: a module failure shows nothing; it is spoken, and the block stays as it was.
	failed: (demo) => expectSpoken(demo, 'polite', /^Page \d+ could not be loaded\.$/),
	busy: `${RELATED}.loading, ${RELATED}[aria-busy="true"], ${RELATED} .module-overlay[style*="block"]`,
	rapid: {
		// As fast as a script clicks (the link is aria-disabled on the last page, which a pointer would wait on).
		act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), `${RELATED} a.next`),
		// Requests are locked while one runs: no page is asked twice.
		async check(_demo, sent) {
			const pages = sent.map((call) => call.body.get('data[current_page]'));
			expect(new Set(pages).size).toBe(pages.length);
		},
	},
};

const FEED = '#jeg_sidecontent';
let feedCategory = 0;
const shownCategories = new Set<number>();
export const sideFeed: IslandRow = {
	name: 'Side feed',
	endpoint: 'jnews_newsfeed_load',
	sentAs: 'jnews:jnews_newsfeed_load',
	async open(demo) {
		await demo.goto(ARTICLE);
		await demo.page.locator(FEED).scrollIntoViewIfNeeded();
		await demo.page.locator('.jeg_side_tabs li[role="tab"]').nth(1).waitFor();
	},
	async prepare(demo) {
		// Each category until it is shown: a shown one comes from memory, so the next one; past the last, a new page load.
		const links = await demo.page.locator('.jeg_filter_menu a[data-id]').count();
		if (shownCategories.has(feedCategory)) feedCategory++;
		if (feedCategory >= links) {
			feedCategory = 0;
			shownCategories.clear();
			await demo.reload();
			await demo.page.locator(FEED).scrollIntoViewIfNeeded();
			await expect.poll(() => demo.page.locator('.jeg_side_tabs li[role="tab"]').count()).toBe(2);
		}
	},
	act: (demo) => demo.page.locator('.jeg_filter_menu a[data-id]').nth(feedCategory).click(),
	async succeeded(demo) {
		await expectSpoken(demo, 'polite', 'News feed updated');
		shownCategories.add(feedCategory);
	},
	failed: (demo) => expectSpoken(demo, 'polite', 'The news feed could not be loaded.'),
	busy: `${FEED} [aria-busy="true"], ${FEED} .btn-loading`,
	rapid: {},
};

const SEARCH = '.jeg_search_input';
const RESULTS = '.jeg_search_result';
const QUERIES = ['harbour', 'council'];
export const liveSearch: IslandRow = {
	name: 'Live search',
	endpoint: 'jnews_ajax_live_search',
	sentAs: 'jnews:jnews_ajax_live_search',
	open: (demo) => demo.goto(ARTICLE),
	act: (demo, n) => demo.page.locator(SEARCH).fill(QUERIES[n % 2]),
	async succeeded(demo, n) {
		await expect.poll(() => demo.page.locator(RESULTS).getAttribute('class')).toBe('jeg_search_result with_result');
		await expect.poll(() => calls(demo, liveSearch.sentAs).at(-1)?.body.get('s')).toBe(QUERIES[n % 2]);
	},
	async failed(demo, fault) {
		await expectSpoken(demo, 'polite', `Search results could not be loaded. ${fragmentReason(fault)}`);
		expect(await demo.page.locator(RESULTS).getAttribute('class')).toContain('jeg_search_hide');
	},
	busy: '.jeg_search_button i.fa-spinner',
	rapid: {
		// Typed letter by letter, faster than the 200 ms debounce: one request, for the whole word.
		act: (demo, n, time) => demo.page.locator(SEARCH).fill(QUERIES[n % 2].slice(0, 3 + Math.floor((time * 4) / 9))),
	},
};

const CITY = 'li.jeg_megamenu.category_1';
export const megaMenu: IslandRow = {
	name: 'Mega menu',
	endpoint: 'jnews_build_mega_category_1',
	sentAs: 'jnews:jnews_build_mega_category_1',
	open: (demo) => demo.goto('/'),
	async prepare(demo) {
		// Focus leaving closes it at once; a built panel is kept, so a new page load to build it again.
		await demo.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
		if ((await demo.page.locator(CITY).getAttribute('class'))?.includes('loaded')) await demo.reload();
		await expect.poll(() => demo.page.locator(`${CITY} > a`).getAttribute('aria-expanded')).not.toBe('true');
	},
	// Focus opens it as hover does (the keyboard's way in).
	act: (demo) => demo.page.focus(`${CITY} > a`),
	succeeded: (demo) => expect.poll(() => demo.page.locator(`${CITY} .jeg_newsfeed_item`).count()).toBeGreaterThan(0),
	async failed(demo, fault) {
		const reason = fragmentReason(fault);
		await expectSpoken(demo, 'polite', `The menu could not be loaded. ${reason}`);
		expect(await demo.page.locator(`${CITY} .islands-mega-failure`).textContent()).toBe(`The menu could not be loaded. ${reason}`);
	},
	busy: `${CITY} .jeg_newsfeed > .newsfeed_overlay:not([hidden])`,
	rapid: {},
};

const DIALOG = 'dialog.jeg_popup_dialog';
const FORM_MESSAGE = `${DIALOG} .form-message p`;
const WRONG_PASSWORD = 'The password you entered for the username is incorrect.';
let loginAnswered = 0;
const loginCount = (demo: DemoPage) => calls(demo, accountPopups.sentAs).length;
export const accountPopups: IslandRow = {
	name: 'Account popups (log in)',
	endpoint: 'login_handler',
	sentAs: 'jnews:login_handler',
	async open(demo) {
		await demo.goto(ARTICLE);
		await demo.page.click('.jeg_accountlink a[href="#jeg_loginform"]');
		await demo.page.fill(`${DIALOG} input[name=username]`, 'reader');
		// A wrong password: the server's own refusal is the normal outcome, and the visitor stays.
		await demo.page.fill(`${DIALOG} input[name=password]`, 'wrong');
	},
	async prepare(demo) {
		loginAnswered = loginCount(demo);
		await demo.page.evaluate((selector) => document.querySelector(selector)?.replaceChildren(), FORM_MESSAGE);
	},
	act: (demo) => demo.page.click(`${DIALOG} input[type=submit]`),
	async succeeded(demo) {
		await expect.poll(() => loginCount(demo)).toBeGreaterThan(loginAnswered);
		await expect.poll(() => demo.page.locator(`${FORM_MESSAGE}.alert-error`).textContent()).toBe(WRONG_PASSWORD);
	},
	async failed(demo) {
		await expect.poll(() => demo.page.locator(`${FORM_MESSAGE}.alert-error`).textContent()).toBe('Something went wrong. Please try again.');
		expect(await demo.page.locator(`${DIALOG} input[type=submit]`).inputValue()).toBe('Log In');
	},
	busy: `${DIALOG} form[aria-busy="true"]`,
	rapid: {},
};

const COMMENT_BUTTON = '#comments.ajax_comment_button .button';
export const comments: IslandRow = {
	name: 'Comments (load)',
	endpoint: 'jnews_ajax_comment',
	sentAs: 'jnews:jnews_ajax_comment',
	open: (demo) => demo.goto(ARTICLE),
	async prepare(demo) {
		// Loaded comments replace the button for good: a new page load brings it back.
		if ((await demo.page.locator(COMMENT_BUTTON).count()) === 0) await demo.reload();
		await demo.page.locator(COMMENT_BUTTON).scrollIntoViewIfNeeded();
	},
	act: (demo) => demo.page.click(COMMENT_BUTTON),
	succeeded: (demo) => expect.poll(() => demo.page.locator('.jeg_comments .commentlist').count()).toBe(1),
	async failed(demo) {
		// Spec §8: a comment failure shows nothing; it is spoken and the button stays.
		await expectSpoken(demo, 'polite', /^The comments could not be loaded\. .+ Please try again\.$/);
		expect(await demo.page.locator(COMMENT_BUTTON).textContent()).toBe('Read All Comment');
	},
	busy: '#comments[aria-busy="true"]',
	rapid: {
		// One load, however often it is pressed.
		act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), COMMENT_BUTTON),
		check: async (_demo, sent) => expect(sent).toHaveLength(1),
	},
};

const VIEWS = '.jeg_views_count .counts';
let firstLoadSent = 0;
export const firstLoad: IslandRow = {
	name: 'First-load counters',
	endpoint: 'jnews_first_load_action',
	sentAs: 'jnews:jnews_first_load_action',
	async open(demo) {
		await demo.goto(ARTICLE);
		// The page's own call goes out after its islands settle; counted before it is sent, it would be taken for the next load's.
		await demo.page.locator(VIEWS, { hasNotText: /^0$/ }).waitFor();
	},
	prepare: async (demo) => {
		firstLoadSent = calls(demo, firstLoad.sentAs).length;
	},
	// The counters are asked once per page load: the interaction is loading the post.
	act: (demo) => demo.reload(),
	succeeded: (demo) => expect.poll(() => demo.page.locator(VIEWS).textContent()).not.toBe('0'),
	async failed(demo) {
		// Spec §8: a first-load failure is ignored: the printed counters stay.
		await expect.poll(() => calls(demo, firstLoad.sentAs).length).toBe(firstLoadSent + 1);
		expect(await demo.page.locator(VIEWS).textContent()).toBe('0');
	},
	busy: '',
	rapid: {
		// Reloaded again before each load ends: at most one count per load, and the last load's counters shown.
		act: (demo, _n, time) => (time < 9 ? demo.page.goto(ARTICLE, { waitUntil: 'commit' }).then(() => undefined) : demo.goto(ARTICLE)),
		check: async (_demo, sent) => expect(sent.length).toBeLessThanOrEqual(10),
	},
	notApplicable: { offline: 'the counters come with a page load, which needs the network' },
};

const REVIEWS = '.jeg_review_search';
const REVIEW_QUERIES = ['harbour', 'council'];
export const reviewSearch: IslandRow = {
	name: 'Review search',
	endpoint: 'review_search_handler',
	sentAs: 'jnews:review_search_handler',
	async open(demo) {
		await demo.goto('/');
		await demo.page.locator(REVIEWS).scrollIntoViewIfNeeded();
		await demo.page.locator('.jeg_review_search_result_holder[aria-live]').waitFor();
	},
	act: (demo, n) => demo.page.locator(`${REVIEWS} .search_keyword`).fill(REVIEW_QUERIES[n % 2]),
	async succeeded(demo, n) {
		await expect.poll(() => calls(demo, reviewSearch.sentAs).at(-1)?.body.get('keyword') ?? calls(demo, reviewSearch.sentAs).at(-1)?.body.toString()).toContain(REVIEW_QUERIES[n % 2]);
		await expect.poll(() => demo.page.locator('.jeg_review_search_result_holder[aria-busy="true"]').count()).toBe(0);
		expect(await demo.page.locator(`${REVIEWS} .jeg_review_search_result`).count()).toBeGreaterThan(0);
	},
	failed: (demo) => expectSpoken(demo, 'polite', 'The reviews could not be loaded.'),
	busy: '.jeg_review_search_result_holder[aria-busy="true"]',
	rapid: {},
};
