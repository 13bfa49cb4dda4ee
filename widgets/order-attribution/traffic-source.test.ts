import { describe, expect, it } from 'vitest';
import { decodeSbjsValue, encodeSbjsText, joinSbjsPairs } from './cookie-codec';
import { type CookieWrite, type TrafficInput, classifyTraffic, lifetimeMinutes, sessionLengthMinutes, utcStamp } from './traffic-source';

const NOW = new Date('2026-11-22T21:05:22Z');
const URL_ = 'https://www.shop.example/article/?x=1';
const N = '(none)';

const input = (overrides: Partial<TrafficInput> = {}): TrafficInput => ({
	url: URL_,
	referrer: '',
	cookies: new Map(),
	now: NOW,
	userAgent: 'UA/1.0',
	lifetimeMonths: 0.00001,
	sessionMinutes: 30,
	base64: false,
	host: 'www.shop.example',
	...overrides,
});

/** A cookie jar holding what an earlier run wrote. */
const jarFrom = (writes: CookieWrite[], jar = new Map<string, string>()) => {
	for (const { name, value } of writes) jar.set(name, value);
	return jar;
};
const cookie = (pairs: Array<[string, string]>) => encodeSbjsText(joinSbjsPairs(pairs), false);
const names = (writes: CookieWrite[]) => writes.map((write) => write.name);

/** The ten `sbjs_current` fields; those not given are `(none)`. */
const source = (typ: string, src: string, mdm: string, rest: Record<string, string> = {}) => ({
	typ, src, mdm, cmp: N, cnt: N, trm: N, id: N, plt: N, fmt: N, tct: N, ...rest,
});
const fields = (record: Record<string, string>) => ({ ...record });

const TYPEIN_COOKIES = new Map([
	['sbjs_current', cookie(Object.entries(source('typein', '(direct)', N)))],
	['sbjs_first', cookie(Object.entries(source('typein', '(direct)', N)))],
	['sbjs_current_add', cookie([['fd', '2026-11-22 20:00:00'], ['ep', 'https://www.shop.example/'], ['rf', N]])],
	['sbjs_first_add', cookie([['fd', '2026-11-22 20:00:00'], ['ep', 'https://www.shop.example/'], ['rf', N]])],
	['sbjs_udata', cookie([['vst', '1'], ['uip', N], ['uag', 'UA/1.0']])],
]);
const withSession = () => new Map([...TYPEIN_COOKIES, ['sbjs_session', cookie([['pgs', '3'], ['cpg', 'https://www.shop.example/']])]]);
const utmAll =
	'?utm_source=news&utm_medium=email&utm_campaign=spring&utm_content=banner&utm_term=mugs&utm_id=42' +
	'&utm_source_platform=dv360&utm_creative_format=video&utm_marketing_tactic=prospecting';

interface Row {
	name: string;
	query?: string;
	referrer?: string;
	cookies?: Map<string, string>;
	current: Record<string, string>;
	vst?: string;
}

const rows: Row[] = [
	// Contract §6.4 "Verified outcomes".
	{ name: 'google.co.uk → organic google', referrer: 'https://www.google.co.uk/', current: source('organic', 'google', 'organic') },
	{ name: 'bing without query → referral bing.com', referrer: 'https://www.bing.com/', current: source('referral', 'bing.com', 'referral', { cnt: '/' }) },
	{ name: 'bing with q → organic bing', referrer: 'https://www.bing.com/search?q=mugs', current: source('organic', 'bing', 'organic') },
	{ name: 't.co → referral twitter.com', referrer: 'https://t.co/abc', current: source('referral', 'twitter.com', 'referral', { cnt: '/abc' }) },
	{ name: 'own subdomain on a first visit → typein', referrer: 'https://blog.shop.example/post', current: source('typein', '(direct)', N) },
	{ name: 'gclid → utm google cpc', query: '?gclid=abc', current: source('utm', 'google', 'cpc', { cmp: 'google_cpc' }) },
	{ name: 'new session from a referral after typein → referral, vst 2', referrer: 'https://news.example/story', cookies: TYPEIN_COOKIES, current: source('referral', 'news.example', 'referral', { cnt: '/story' }), vst: '2' },
	// Product fix (§9.8): the original made this a utm visit with cmp=cnt=trm=1.
	{ name: '?false=1 is not a campaign', query: '?false=1', current: source('typein', '(direct)', N) },
	// Campaign parameters.
	{ name: 'every utm_* key', query: utmAll, current: { typ: 'utm', src: 'news', mdm: 'email', cmp: 'spring', cnt: 'banner', trm: 'mugs', id: '42', plt: 'dv360', fmt: 'video', tct: 'prospecting' } },
	{ name: 'yclid → utm yandex cpc', query: '?yclid=9', current: source('utm', 'yandex', 'cpc', { cmp: 'yandex_cpc' }) },
	{ name: 'yclid from a Yandex search → trm from text=', query: '?yclid=9', referrer: 'https://yandex.ru/search/?lr=2&text=mugs', current: source('utm', 'yandex', 'cpc', { cmp: 'yandex_cpc', trm: 'mugs' }) },
	{ name: 'utm_source wins over gclid', query: '?gclid=1&utm_source=mail', current: source('utm', 'mail', 'cpc', { cmp: 'google_cpc' }) },
	{ name: 'empty utm_source= counts and stays empty', query: '?utm_source=', current: source('utm', '', N) },
	{ name: 'empty utm_id= becomes (none)', query: '?utm_id=&utm_medium=x', current: source('utm', N, 'x') },
	{ name: 'a bare key without = is not a campaign', query: '?utm_source', current: source('typein', '(direct)', N) },
	{ name: 'repeated keys join with commas', query: '?utm_source=a&utm_source=b', current: source('utm', 'a,b', N) },
	{ name: 'a value is cut at its second =', query: '?utm_campaign=a=b', current: source('utm', N, N, { cmp: 'a' }) },
	{ name: 'a campaign beats an organic referrer', query: '?utm_source=x', referrer: 'https://www.google.com/', current: source('utm', 'x', N) },
	// Organic searches.
	{ name: 'yandex with text= → organic yandex', referrer: 'https://yandex.ru/search/?text=mugs', current: source('organic', 'yandex', 'organic') },
	{ name: 'yandex without text= → referral', referrer: 'https://www.yandex.com.tr/?lr=1', current: source('referral', 'yandex.com.tr', 'referral', { cnt: '/' }) },
	{ name: 'google.com with no query', referrer: 'https://google.com/', current: source('organic', 'google', 'organic') },
	{ name: 'mail.google.com is no search', referrer: 'https://mail.google.com/mail/', current: source('referral', 'mail.google.com', 'referral', { cnt: '/mail/' }) },
	{ name: 'yahoo p=', referrer: 'https://search.yahoo.com/search?p=mugs', current: source('organic', 'yahoo', 'organic') },
	{ name: 'about q=', referrer: 'https://www.about.com/?q=mugs', current: source('organic', 'about', 'organic') },
	{ name: 'aol q=', referrer: 'https://search.aol.com/aol/search?q=mugs', current: source('organic', 'aol', 'organic') },
	{ name: 'ask q=', referrer: 'https://www.ask.com/web?q=mugs', current: source('organic', 'ask', 'organic') },
	{ name: 'globososo q= → globo', referrer: 'https://globososo.com/?q=mugs', current: source('organic', 'globo', 'organic') },
	{ name: 'go.mail.ru q=', referrer: 'https://go.mail.ru/search?q=mugs', current: source('organic', 'go.mail.ru', 'organic') },
	{ name: 'rambler query=', referrer: 'https://nova.rambler.ru/search?query=mugs', current: source('organic', 'rambler', 'organic') },
	{ name: 'tut.by query=', referrer: 'https://search.tut.by/?query=mugs', current: source('organic', 'tut.by', 'organic') },
	{ name: 'a listed engine without its parameter → referral', referrer: 'https://search.yahoo.com/search?q=mugs', current: source('referral', 'search.yahoo.com', 'referral', { cnt: '/search' }) },
	{ name: 'an organic search counts even inside a session', referrer: 'https://www.google.de/', cookies: withSession(), current: source('organic', 'google', 'organic') },
	// Referrals.
	{ name: 'plus.url.google.com → plus.google.com', referrer: 'https://plus.url.google.com/url?q=x', current: source('referral', 'plus.google.com', 'referral', { cnt: '/url' }) },
	{ name: 'a look-alike of the site is external', referrer: 'https://evilshop.example/', current: source('referral', 'evilshop.example', 'referral', { cnt: '/' }) },
	{ name: 'a referral inside a live session keeps the source', referrer: 'https://news.example/', cookies: withSession(), current: source('typein', '(direct)', N) },
	// Direct traffic.
	{ name: 'direct traffic keeps a known source', cookies: new Map([['sbjs_current', cookie(Object.entries(source('utm', 'news', 'email')))]]), current: source('utm', 'news', 'email') },
	{ name: 'own subdomain keeps a known source', referrer: 'https://blog.shop.example/', cookies: TYPEIN_COOKIES, current: source('typein', '(direct)', N), vst: '2' },
];

describe('traffic-source classification (contract §6.4)', () => {
	it.each(rows)('$name', ({ query, referrer, cookies, current, vst }) => {
		const { data } = classifyTraffic(input({ url: `https://www.shop.example/article/${query ?? ''}`, referrer: referrer ?? '', cookies: new Map(cookies) }));
		expect(fields(data.current)).toEqual(current);
		if (vst) expect(data.udata.vst).toBe(vst);
	});

	it('rewrites sbjs_current_add on every classification and keeps the first source', () => {
		const { cookiesToWrite, data } = classifyTraffic(input({ referrer: 'https://news.example/story', cookies: new Map(TYPEIN_COOKIES) }));
		expect(names(cookiesToWrite)).toEqual(['sbjs_current_add', 'sbjs_current', 'sbjs_udata', 'sbjs_session']);
		expect(fields(data.current_add)).toEqual({ fd: '2026-11-22 21:05:22', ep: URL_, rf: 'https://news.example/story' });
		expect(data.first.typ).toBe('typein');
		expect(data.first_add.fd).toBe('2026-11-22 20:00:00');
	});

	it('direct traffic leaves sbjs_current byte for byte and sbjs_current_add alone', () => {
		const raw = cookie(Object.entries(source('utm', 'spring%20sale', 'email')));
		const { cookiesToWrite } = classifyTraffic(input({ cookies: new Map([...TYPEIN_COOKIES, ['sbjs_current', raw]]) }));
		expect(cookiesToWrite.find((write) => write.name === 'sbjs_current')?.value).toBe(raw);
		expect(names(cookiesToWrite)).not.toContain('sbjs_current_add');
	});

	it('a first visit writes migrations, both _add, both sources, udata and session, in that order', () => {
		expect(names(classifyTraffic(input()).cookiesToWrite)).toEqual([
			'sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session',
		]);
	});

	it('reads every value twice decoded: %20 ends as a space, + stays +', () => {
		const { cookiesToWrite, data } = classifyTraffic(input({ url: 'https://www.shop.example/?utm_campaign=spring%20sale+x' }));
		expect(data.current.cmp).toBe('spring sale+x');
		expect(cookiesToWrite.find((write) => write.name === 'sbjs_current')?.value).toContain('cmp%3Dspring%2520sale%2Bx');
	});

	it('restores sbjs_current from sbjs_first when only the first source survived', () => {
		const first = new Map([['sbjs_first', cookie(Object.entries(source('organic', 'bing', 'organic')))]]);
		expect(classifyTraffic(input({ cookies: first })).data.current.src).toBe('bing');
	});
});

describe('counters (contract §6.5)', () => {
	it('pgs grows while the session lives; vst grows when a new session starts', () => {
		const first = classifyTraffic(input());
		expect([first.data.session.pgs, first.data.udata.vst]).toEqual(['1', '1']);
		const jar = jarFrom(first.cookiesToWrite);
		const second = classifyTraffic(input({ cookies: jar }));
		expect([second.data.session.pgs, second.data.udata.vst]).toEqual(['2', '1']);
		jarFrom(second.cookiesToWrite, jar);
		expect(classifyTraffic(input({ cookies: jar })).data.session.pgs).toBe('3');
		jar.delete('sbjs_session');
		const later = classifyTraffic(input({ cookies: jar }));
		expect([later.data.session.pgs, later.data.udata.vst]).toEqual(['1', '2']);
		expect(later.data.session.cpg).toBe(URL_);
	});

	it('a second run on the same page renews the session without counting a page', () => {
		const jar = jarFrom(classifyTraffic(input()).cookiesToWrite);
		const again = classifyTraffic(input({ cookies: jar, countPage: false, now: new Date(NOW.getTime() + 60_000) }));
		expect(again.data.session.pgs).toBe('1');
		expect(again.cookiesToWrite.find((write) => write.name === 'sbjs_session')?.expires).toEqual(new Date('2026-11-22T21:36:22Z'));
	});

	it('fd is real UTC whatever the time zone', () => {
		expect(utcStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02 03:04:05');
	});
});

describe('lifetime and session length (contract §6.2)', () => {
	const expiries = (overrides: Partial<TrafficInput>) =>
		Object.fromEntries(classifyTraffic(input(overrides)).cookiesToWrite.map((write) => [write.name, write.expires?.toISOString() ?? null]));

	it('WooCommerce 0.00001 months → browser-session cookies, the session 30 minutes', () => {
		expect(lifetimeMinutes(0.00001)).toBe(0);
		expect(lifetimeMinutes(1.0000000000000000818e-5)).toBe(0);
		const result = expiries({ lifetimeMonths: 0.00001 });
		expect(result.sbjs_current).toBeNull();
		expect(result.sbjs_migrations).toBeNull();
		expect(result.sbjs_session).toBe('2026-11-22T21:35:22.000Z');
	});

	it('non-numeric, empty, 0 or negative lifetimes → 6 months of 30 days', () => {
		for (const months of [Number('abc'), Number(''), 0, -1]) expect(lifetimeMinutes(months)).toBe(6 * 30 * 24 * 60);
		expect(expiries({ lifetimeMonths: Number('abc') }).sbjs_current).toBe('2027-05-21T21:05:22.000Z');
	});

	it('a lifetime of one month is 30 days; parts of minutes are cut', () => {
		expect(lifetimeMinutes(1)).toBe(43_200);
		expect(lifetimeMinutes(0.0001)).toBe(4);
	});

	it('a non-numeric session length → 30 minutes; a custom one is honoured', () => {
		expect(sessionLengthMinutes(Number('abc'))).toBe(30);
		expect(sessionLengthMinutes(0)).toBe(30);
		expect(expiries({ sessionMinutes: 45 }).sbjs_session).toBe('2026-11-22T21:50:22.000Z');
	});
});

describe('base64 mode and corrupt cookies (contract §6.3)', () => {
	it('base64 values decode to the same data, and either mode reads the other', () => {
		const plain = classifyTraffic(input());
		const base64 = classifyTraffic(input({ base64: true }));
		for (const write of base64.cookiesToWrite) expect(write.value).toMatch(/^[A-Za-z0-9+/]+$/);
		expect(base64.data).toEqual(plain.data);
		for (const [index, write] of base64.cookiesToWrite.entries())
			expect(decodeSbjsValue(write.value)).toEqual(decodeSbjsValue(plain.cookiesToWrite[index]!.value));
		expect(classifyTraffic(input({ cookies: jarFrom(base64.cookiesToWrite) })).data.session.pgs).toBe('2');
		expect(classifyTraffic(input({ base64: true, cookies: jarFrom(plain.cookiesToWrite) })).data.session.pgs).toBe('2');
	});

	it('corrupt cookies read as absent: a clean first visit is written', () => {
		const corrupt = new Map([
			['sbjs_current', '%E0%A4%A'],
			['sbjs_first', 'garbage'],
			['sbjs_current_add', 'abcd'],
			['sbjs_session', cookie([['cpg', 'x']])],
			['sbjs_udata', '%%%'],
		]);
		const { cookiesToWrite, data } = classifyTraffic(input({ cookies: corrupt }));
		expect(names(cookiesToWrite)).toEqual([
			'sbjs_migrations', 'sbjs_current_add', 'sbjs_first_add', 'sbjs_current', 'sbjs_first', 'sbjs_udata', 'sbjs_session',
		]);
		expect(fields(data.current)).toEqual(source('typein', '(direct)', N));
		expect([data.session.pgs, data.udata.vst]).toEqual(['1', '1']);
	});

	it('non-numeric counters restart from 1', () => {
		const jar = new Map([...TYPEIN_COOKIES, ['sbjs_session', cookie([['pgs', 'x'], ['cpg', 'y']])]]);
		jar.set('sbjs_udata', cookie([['vst', 'NaN']]));
		const { data } = classifyTraffic(input({ cookies: jar }));
		expect([data.session.pgs, data.udata.vst]).toEqual(['2', '1']);
	});
});
