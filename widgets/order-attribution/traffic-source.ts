/**
 * The traffic-source engine (contract §6.2–6.5) as one pure function: from
 * the page URL, the referrer, the existing cookies and the clock to the
 * cookies to write and the data the checkout fields read. Keeping it free of
 * `document` makes every rule a table row in the tests.
 *
 * It reproduces the original engine's values byte for byte, except where the
 * contract (§9.8) asks for a fix: `fd` is real UTC (the original was 30
 * minutes off in half-hour zones), a query key named `false` is not a
 * campaign (the original read unset options as the key "false"), and a
 * second run on the same page may renew the session without counting a page.
 */
import { type SbjsRecord, encodeSbjsText, joinSbjsPairs, parseSbjsText, unwrapSbjsValue } from './cookie-codec';
import { parseRawQuery, rawSearch, type RawQuery } from './raw-query';
import { externalReferrer, organicSource, referralSource, withoutWww, yandexSearchText } from './referrer';

/** Every cookie the engine may own; the opt-out deletes all of them. */
export const TRACKING_COOKIES = [
	'sbjs_migrations',
	'sbjs_current_add',
	'sbjs_first_add',
	'sbjs_current',
	'sbjs_first',
	'sbjs_udata',
	'sbjs_session',
	'sbjs_promo',
] as const;

/** The data the field paths (`current.typ`, `udata.vst`, …) are looked up in. */
export type AttributionData = Record<
	'current' | 'current_add' | 'first' | 'first_add' | 'session' | 'udata' | 'promo',
	SbjsRecord
>;

export interface TrafficInput {
	/** `location.href`. */
	url: string;
	/** `document.referrer`, "" for none. */
	referrer: string;
	/** Cookie name → raw value as it stands in `document.cookie`. */
	cookies: Map<string, string>;
	now: Date;
	userAgent: string;
	/** `Number(params.lifetime)`; 0, NaN or negative fall back to 6 months. */
	lifetimeMonths: number;
	/** `Number(params.session)`; NaN, 0 or negative fall back to 30. */
	sessionMinutes: number;
	base64: boolean;
	/** `location.hostname`. */
	host: string;
	/** False for a second run on the same page: the session is renewed but no page is counted. */
	countPage?: boolean;
}

export interface CookieWrite {
	name: (typeof TRACKING_COOKIES)[number];
	/** The value exactly as it goes into `document.cookie`. */
	value: string;
	/** Null: a browser-session cookie. */
	expires: Date | null;
}

export interface TrafficResult {
	/** In the original engine's write order: migrations, current_add, first_add, current, first, udata, session. */
	cookiesToWrite: CookieWrite[];
	data: AttributionData;
}

type Pairs = Array<[string, string]>;

const NONE = '(none)';
const DEFAULT_LIFETIME_MONTHS = 6;
const DEFAULT_SESSION_MINUTES = 30;
const MIGRATION_ID = '1418474375998';
const CAMPAIGN_KEYS = [
	'utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term', 'utm_id',
	'utm_source_platform', 'utm_creative_format', 'utm_marketing_tactic', 'gclid', 'yclid',
];

/** Months → whole minutes, `parseInt(m × 30 × 24 × 60)`; WooCommerce's 0.00001 gives 0 (session cookies). */
export function lifetimeMinutes(months: number): number {
	const usable = Number.isFinite(months) && months > 0 ? months : DEFAULT_LIFETIME_MONTHS;
	return Math.trunc(usable * 30 * 24 * 60);
}

/** The session cookie's life in minutes; NaN, 0 or negative fall back to 30. */
export const sessionLengthMinutes = (minutes: number): number =>
	Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_SESSION_MINUTES;

/** `YYYY-MM-DD hh:mm:ss` in real UTC. */
export const utcStamp = (now: Date): string => now.toISOString().slice(0, 19).replace('T', ' ');

/** The aliases of a source record (`sbjs_current`, `sbjs_first`), in the engine's order. */
const SOURCE_ALIASES = ['typ', 'src', 'mdm', 'cmp', 'cnt', 'trm', 'id', 'plt', 'fmt', 'tct'];

/** A source record from its values in alias order; aliases past the values are `(none)`. */
const sourceRecord = (values: readonly string[]): Pairs =>
	SOURCE_ALIASES.map((alias, index) => [alias, index < values.length ? (values[index] as string) : NONE]);

/** `sbjs_current` pairs of branches 2–4. */
const sourcePairs = (typ: string, src: string, mdm: string, cnt = NONE): Pairs => sourceRecord([typ, src, mdm, NONE, cnt]);

/** Branch 1: a key that is present counts even when empty; id/plt/fmt/tct turn empty into `(none)`. */
function campaignPairs(query: RawQuery, referrer: string): Pairs {
	const paid = (google: string, yandex: string) => (query.has('gclid') ? google : query.has('yclid') ? yandex : NONE);
	const given = (key: string, fallback: string) => (query.has(key) ? (query.get(key) as string) : fallback);
	const filled = (key: string) => query.get(key) || NONE;
	return sourceRecord([
		'utm',
		given('utm_source', paid('google', 'yandex')),
		given('utm_medium', paid('cpc', 'cpc')),
		given('utm_campaign', paid('google_cpc', 'yandex_cpc')),
		given('utm_content', NONE),
		given('utm_term', yandexSearchText(referrer) || NONE),
		filled('utm_id'),
		filled('utm_source_platform'),
		filled('utm_creative_format'),
		filled('utm_marketing_tactic'),
	]);
}

/** Branches 1–4, first match wins; null is branch 5 (keep the known source). */
function classifySource(input: TrafficInput, hasSession: boolean, hasSource: boolean): Pairs | null {
	const query = parseRawQuery(rawSearch(input.url));
	if (CAMPAIGN_KEYS.some((key) => query.has(key))) return campaignPairs(query, input.referrer);
	const external = externalReferrer(input.referrer, withoutWww(input.host));
	const engine = external && organicSource(external);
	if (engine) return sourcePairs('organic', engine, 'organic');
	if (external && !hasSession) return sourcePairs('referral', referralSource(external), 'referral', external.path);
	return hasSource ? null : sourcePairs('typein', '(direct)', NONE);
}

/** A cookie's once-decoded text, or null when it is absent, corrupt or lacks its key alias. */
function readText(cookies: Map<string, string>, name: string, keyAlias: string): string | null {
	const text = unwrapSbjsValue(cookies.get(name));
	const record = parseSbjsText(text);
	return record && keyAlias in record ? text : null;
}

const count = (text: string | null, alias: string): number => parseInt(parseSbjsText(text)?.[alias] ?? '', 10) || 1;

/** One engine run. */
export function classifyTraffic(input: TrafficInput): TrafficResult {
	const { cookies, now, url } = input;
	const lifetime = lifetimeMinutes(input.lifetimeMonths);
	const expires = lifetime ? new Date(now.getTime() + lifetime * 60_000) : null;
	const current = readText(cookies, 'sbjs_current', 'typ');
	const first = readText(cookies, 'sbjs_first', 'typ');
	const session = readText(cookies, 'sbjs_session', 'pgs');
	const udata = readText(cookies, 'sbjs_udata', 'vst');

	const texts = new Map<CookieWrite['name'], string>();
	const cookiesToWrite: CookieWrite[] = [];
	const write = (name: CookieWrite['name'], text: string, until = expires) => {
		texts.set(name, text);
		cookiesToWrite.push({ name, value: encodeSbjsText(text, input.base64), expires: until });
	};

	if (!first && !unwrapSbjsValue(cookies.get('sbjs_migrations'))) write('sbjs_migrations', `${MIGRATION_ID}=1`);
	const source = classifySource(input, session !== null, current !== null || first !== null);
	let currentText = current ?? first ?? '';
	if (source) {
		const entry = joinSbjsPairs([['fd', utcStamp(now)], ['ep', url], ['rf', input.referrer || NONE]]);
		write('sbjs_current_add', entry);
		if (!readText(cookies, 'sbjs_first_add', 'fd')) write('sbjs_first_add', entry);
		currentText = joinSbjsPairs(source);
	}
	write('sbjs_current', currentText);
	if (!first) write('sbjs_first', currentText);

	const visits = udata ? count(udata, 'vst') + (session ? 0 : 1) : 1;
	write('sbjs_udata', joinSbjsPairs([['vst', String(visits)], ['uip', NONE], ['uag', input.userAgent]]));
	const pages = session ? count(session, 'pgs') + (input.countPage === false ? 0 : 1) : 1;
	const sessionEnds = new Date(now.getTime() + sessionLengthMinutes(input.sessionMinutes) * 60_000);
	write('sbjs_session', joinSbjsPairs([['pgs', String(pages)], ['cpg', url]]), sessionEnds);

	const read = (name: CookieWrite['name']): SbjsRecord =>
		parseSbjsText(texts.get(name) ?? unwrapSbjsValue(cookies.get(name))) ?? Object.create(null);
	return {
		cookiesToWrite,
		data: {
			current: read('sbjs_current'),
			current_add: read('sbjs_current_add'),
			first: read('sbjs_first'),
			first_add: read('sbjs_first_add'),
			session: read('sbjs_session'),
			udata: read('sbjs_udata'),
			promo: read('sbjs_promo'),
		},
	};
}
