import { describe, expect, it } from 'vitest';
import { median, ratio, type Sample, summarize } from './figures';
import { originOfInline, originOfUrl } from './origin';
import { formatGain, formatRatio, renderHtml, renderMarkdown } from './render';
import { type TraceEvent, workAfterResponse } from './work-after-response';

const sample = (side: Sample['side'], value: number, extra: Partial<Sample> = {}): Sample => ({ group: '/shop/', name: 'load script time', unit: 'ms', side, value, ...extra });

describe('figures', () => {
	it('takes the median of odd and even counts, NaN of none', () => {
		expect(median([5, 1, 3])).toBe(3);
		expect(median([4, 1, 3, 2])).toBe(2.5);
		expect(median([])).toBeNaN();
	});

	it('gives original ÷ ours, infinity when ours is zero, nothing when both are', () => {
		expect(ratio(120, 60)).toBe(2);
		expect(ratio(10, 0)).toBe(Number.POSITIVE_INFINITY);
		expect(ratio(0, 0)).toBeNull();
		expect(ratio(Number.NaN, 3)).toBeNull();
		expect([formatRatio(147, 119), formatRatio(1, 0), formatRatio(0, 0)]).toEqual(['1.24', '∞', '–']);
	});

	it('summarizes each series by side, in first-sampled order, keeping the note nearest the median', () => {
		const figures = summarize([
			sample('original', 150, { note: 'a.js' }),
			sample('ours', 80, { note: 'x.js' }),
			sample('original', 140, { note: 'b.js' }),
			sample('ours', 90, { note: 'y.js' }),
			sample('original', 100, { note: 'c.js' }),
			sample('ours', 70, { note: 'z.js' }),
			sample('original', 21_100, { name: 'JS gz', unit: 'B', origin: 'WooCommerce' }),
			sample('ours', 1_000, { name: 'JS gz', unit: 'B', origin: 'WooCommerce' }),
		]);
		expect(figures).toEqual([
			{ group: '/shop/', name: 'load script time', unit: 'ms', origin: undefined, original: 140, ours: 80, notes: { original: 'b.js', ours: 'x.js' } },
			{ group: '/shop/', name: 'JS gz', unit: 'B', origin: 'WooCommerce', original: 21_100, ours: 1_000, notes: {} },
		]);
	});
});

describe('origin', () => {
	it('tells ours, jQuery, WordPress, WooCommerce, the wishlist and the theme apart by path', () => {
		const at = (path: string) => originOfUrl(`http://127.0.0.1:8892${path}?ver=1`);
		expect(at('/wp-content/plugins/shop-islands/dist/chunks/shop-abc.js')).toBe('ours');
		expect(at('/wp-includes/js/jquery/jquery.min.js')).toBe('jQuery');
		expect(at('/wp-includes/js/jquery/jquery-migrate.min.js')).toBe('jQuery');
		expect(at('/wp-includes/js/jquery/ui/core.min.js')).toBe('WordPress');
		expect(at('/wp-includes/js/dist/hooks.min.js')).toBe('WordPress');
		expect(at('/wp-content/plugins/woocommerce/assets/js/jquery-blockui/jquery.blockUI.min.js')).toBe('WooCommerce');
		expect(at('/wp-content/plugins/yith-woocommerce-wishlist/assets/js/jquery.yith-wcwl.min.js')).toBe('wishlist');
		expect(at('/wp-content/themes/storefront/assets/js/navigation.min.js')).toBe('theme');
		expect(at('/elsewhere.js')).toBe('other');
	});

	it('reads an inline script’s handle from the id WordPress prints', () => {
		expect(originOfInline('wc-add-to-cart-js-extra')).toBe('WooCommerce');
		expect(originOfInline('jquery-yith-wcwl-js-extra')).toBe('wishlist');
		expect(originOfInline('jquery-core-js-after')).toBe('jQuery');
		expect(originOfInline('storefront-navigation-js-extra')).toBe('theme');
		expect(originOfInline('shop-islands-js-before')).toBe('ours');
		expect(originOfInline('wp-i18n-js-after')).toBe('WordPress');
		expect(originOfInline('')).toBe('WordPress');
	});
});

describe('work after the response', () => {
	const meta = (pid: number, tid: number, name: string): TraceEvent => ({ name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: { name } });
	const task = (ts: number, dur: number, tid = 1): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, pid: 7, tid });
	const events: TraceEvent[] = [
		meta(7, 1, 'CrRendererMain'),
		meta(7, 2, 'Compositor'),
		{ name: 'ResourceSendRequest', ph: 'I', ts: 1_000, pid: 7, tid: 1, args: { data: { requestId: 'r1', url: 'http://shop/?wc-ajax=add_to_cart' } } },
		{ name: 'ResourceReceiveResponse', ph: 'I', ts: 5_000, pid: 7, tid: 1, args: { data: { requestId: 'r1' } } },
		task(500, 4_000),
		task(6_000, 2_500),
		task(9_000, 1_500),
		task(7_000, 9_000, 2),
	];

	it('sums the main thread’s tasks that start once the response arrived', () => {
		expect(workAfterResponse(events, 'wc-ajax=add_to_cart')).toBe(4);
	});

	it('is null when the request is not in the trace', () => {
		expect(workAfterResponse(events, 'wc-ajax=remove_from_cart')).toBeNull();
	});
});

describe('rendering', () => {
	const report = {
		date: '2026-11-26',
		machine: '2 × Test CPU',
		runs: 3,
		lighthouseRuns: 3,
		interactions: ['add to cart from /shop/'],
		figures: summarize([
			sample('original', 147, { note: 'WooCommerce: add-to-cart.min.js' }),
			sample('ours', 119),
			sample('original', 35_200, { name: 'JS gz', unit: 'B', origin: 'jQuery' }),
			sample('ours', 0, { name: 'JS gz', unit: 'B', origin: 'jQuery' }),
			sample('original', 0, { name: 'JS gz', unit: 'B', origin: 'ours' }),
			sample('ours', 39_000, { name: 'JS gz', unit: 'B', origin: 'ours' }),
			sample('original', 66, { name: 'Lighthouse score', unit: 'points' }),
			sample('ours', 71, { name: 'Lighthouse score', unit: 'points' }),
			sample('original', 6_200, { name: 'Lighthouse LCP' }),
			sample('ours', 5_300, { name: 'Lighthouse LCP' }),
			sample('original', 8.4, { group: 'add to cart from /shop/', name: 'click → loading' }),
			sample('ours', 4.2, { group: 'add to cart from /shop/', name: 'click → loading' }),
		]),
	};

	it('prints a ratio table per kind, the longest scripts and the bytes by origin', () => {
		const markdown = renderMarkdown(report);
		expect(markdown).toContain('Real shop, 2026-11-26, 2 × Test CPU; median of 3');
		expect(markdown).toContain('| /shop/ | load script time | 147.0 ms | 119.0 ms | 1.24 |');
		expect(markdown).toContain('- /shop/: original WooCommerce: add-to-cart.min.js; ours –');
		expect(markdown).toContain('| page | ours | jQuery |');
		expect(markdown).toContain('| /shop/ | 0.0 → 39.0 | 35.2 → 0.0 |');
		expect(markdown).toContain('| add to cart from /shop/ | click → loading | 8.4 ms | 4.2 ms | 2.00 |');
	});

	it('gives Lighthouse a table of its own: the score with its gain, the audits original → ours, none in the ratio table', () => {
		const markdown = renderMarkdown(report);
		expect(markdown).toContain('Lighthouse (mobile preset, simulated throttling; median of 3 runs per side), original → ours:');
		expect(markdown).toContain('| page | score | LCP |');
		expect(markdown).toContain('| /shop/ | 66 → 71 (+5) | 6200.0 ms → 5300.0 ms |');
		expect(markdown).not.toContain('| Lighthouse');
		expect(formatGain(70, 68)).toBe('−2');
	});

	it('writes one self-contained page of inline SVG, escaping what it prints', () => {
		const html = renderHtml({ ...report, machine: '<CPU & co>' }, 'a < b');
		expect(html).toContain('&#60;CPU &#38; co&#62;');
		expect(html).toContain('<pre>a &#60; b</pre>');
		expect(html.match(/<svg /g)).toHaveLength(3);
		expect(html).not.toMatch(/\b(src|href)=|@import|url\(/);
	});
});
