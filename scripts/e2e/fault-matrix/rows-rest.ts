/** The REST islands: the coming-soon banner's dismissal and `wp.apiFetch` lent to other scripts. */
import { expect } from 'vitest';
import type { DemoPage } from '../session';
import { FAILURE_SENTENCE } from './faults';
import type { FailingFault, IslandRow } from './island-row';

/** What api-fetch says for each fault (spec §8's catalogue, through runtime/failure.ts). */
const restReason = (fault: FailingFault) => (fault === 'html' || fault === 'invalid-json' || fault === 'empty' ? FAILURE_SENTENCE['invalid-json']! : FAILURE_SENTENCE[fault]!);

const BANNER = '#coming-soon-footer-banner';
const DISMISS = `${BANNER} a.coming-soon-footer-banner-dismiss`;
const dismissed = async (demo: DemoPage) => {
	const users = (await (await demo.context.request.get(demo.url('/demo/api/users'))).json()) as { id: number; woocommerce_meta?: Record<string, string> }[];
	return users.find((user) => user.id === 1)?.woocommerce_meta?.coming_soon_banner_dismissed === 'yes' ? 1 : 0;
};

export const comingSoon: IslandRow = {
	name: 'Coming-soon banner (dismiss)',
	endpoint: '/wp/v2/users/1',
	sentAs: 'rest:/wp-json/wp/v2/users/1',
	open: (demo) => demo.logIn('admin', '/shop/'),
	async prepare(demo) {
		if ((await demo.page.locator(DISMISS).count()) > 0) return;
		// Dismissed: undone through the same route, and the page printed again with the banner.
		await demo.page.evaluate(async () => {
			const { nonce } = (window as unknown as { wpApiSettings: { nonce: string } }).wpApiSettings;
			const body = new URLSearchParams({ 'woocommerce_meta[coming_soon_banner_dismissed]': 'no' });
			await fetch('/wp-json/wp/v2/users/1', { method: 'POST', body, headers: { 'X-WP-Nonce': nonce } });
		});
		await demo.reload();
	},
	act: (demo) => demo.page.click(DISMISS),
	succeeded: (demo) => expect.poll(() => demo.page.locator(BANNER).count()).toBe(0),
	async failed(demo, fault) {
		await expect.poll(() => demo.page.locator(`${BANNER} .coming-soon-footer-banner__error`).textContent()).toBe(`The banner could not be dismissed: ${restReason(fault)}`);
		expect(await demo.page.locator(BANNER).isVisible()).toBe(true);
	},
	busy: `${BANNER}[aria-busy="true"], ${BANNER} [aria-busy="true"]`,
	effect: dismissed,
	rapid: { effect: 1, act: (demo) => demo.page.evaluate((selector) => document.querySelector<HTMLElement>(selector)?.click(), DISMISS) },
};

type Outcomes = Record<number, { ok: boolean; message?: string }[]>;
const outcomes = (demo: DemoPage, n: number) => demo.page.evaluate((n) => (window as unknown as { restOutcomes?: Outcomes }).restOutcomes?.[n] ?? [], n);

let lastCall = 0;
export const restHelper: IslandRow = {
	name: 'REST helper (wp.apiFetch)',
	endpoint: '/wp/v2/posts',
	sentAs: 'rest:/wp-json/wp/v2/posts',
	async open(demo) {
		await demo.logIn('reader', '/shop/');
		await demo.page.waitForFunction(() => typeof (window as { wp?: { apiFetch?: unknown } }).wp?.apiFetch === 'function');
	},
	// Another script's call: its promise settles with the posts or WordPress's error shape.
	act: (demo, n) => {
		lastCall = n;
		return demo.page.evaluate((n) => {
			const page = window as unknown as { restOutcomes?: Outcomes; wp: { apiFetch(options: object): Promise<unknown> } };
			const record = (outcome: { ok: boolean; message?: string }) => ((page.restOutcomes ??= {})[n] ??= []).push(outcome);
			void page.wp.apiFetch({ path: `/wp/v2/posts?per_page=1&page=${n}` }).then(
				() => record({ ok: true }),
				(error: { message?: string }) => record({ ok: false, message: error?.message }),
			);
		}, n);
	},
	succeeded: (demo, n) => expect.poll(() => outcomes(demo, n)).toContainEqual({ ok: true }),
	failed: (demo, fault, n) => expect.poll(() => outcomes(demo, n)).toEqual([{ ok: false, message: restReason(fault) }]),
	busy: '',
	rapid: {
		// Ten calls at once: ten answers, none lost.
		check: (demo) => expect.poll(() => outcomes(demo, lastCall)).toEqual(Array.from({ length: 10 }, () => ({ ok: true }))),
	},
	notApplicable: { timeout: 'api-fetch sets no time limit (nor does WordPress’s); a caller ends a call with its own `signal`' },
};
