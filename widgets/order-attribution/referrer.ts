/**
 * What the referrer says about a visit (contract §6.4 branches 2 and 3): an
 * organic search, a referral, or nothing (no referrer, or one from the site
 * itself or any of its subdomains). The built-in lists and the loose
 * "`param=` appears somewhere in the query" test are the original engine's,
 * so reports stay comparable with pages still running it.
 */
import { parseRawQuery } from './raw-query';

/** Search engines recognised only with their query parameter: host, parameter, source name. */
const ORGANICS: ReadonlyArray<readonly [string, string, string]> = [
	['bing.com', 'q', 'bing'],
	['yahoo.com', 'p', 'yahoo'],
	['about.com', 'q', 'about'],
	['aol.com', 'q', 'aol'],
	['ask.com', 'q', 'ask'],
	['globososo.com', 'q', 'globo'],
	['go.mail.ru', 'q', 'go.mail.ru'],
	['rambler.ru', 'query', 'rambler'],
	['tut.by', 'query', 'tut.by'],
];

/** Referrers shown under another name: host, source name. */
const REFERRALS: ReadonlyArray<readonly [string, string]> = [
	['t.co', 'twitter.com'],
	['plus.url.google.com', 'plus.google.com'],
];

/** A parsed external referrer; null for none, an unparsable one, or the site's own hosts. */
export interface ExternalReferrer {
	/** Lower-case host name. */
	host: string;
	/** Path, for the referral's `cnt`. */
	path: string;
	/** Raw query without `?`. */
	query: string;
}

/** `^(?:.*\.)?{domain}$`: the domain itself or any subdomain of it. */
export const isHostWithin = (host: string, domain: string): boolean =>
	host === domain || host.endsWith(`.${domain}`);

/** The first leading `www.` removed: the engine's cookie domain and its referral names. */
export const withoutWww = (host: string): string => host.replace(/^www\./, '');

export function externalReferrer(referrer: string, siteDomain: string): ExternalReferrer | null {
	if (!referrer) return null;
	let url: URL;
	try {
		url = new URL(referrer);
	} catch {
		return null;
	}
	const host = url.hostname.toLowerCase();
	if (!host || isHostWithin(host, siteDomain.toLowerCase())) return null;
	return { host, path: url.pathname, query: url.search.slice(1) };
}

/** The search engine's name when the referrer is an organic search, else null. */
export function organicSource({ host, query }: ExternalReferrer): string | null {
	if (query && /^(?:.*\.)?yandex\..{2,9}$/.test(host) && query.includes('text=')) return 'yandex';
	if (/^(?:www\.)?google\..{2,9}$/.test(host)) return 'google';
	if (!query) return null;
	const lowerQuery = query.toLowerCase();
	const engine = ORGANICS.find(([engineHost, param]) => isHostWithin(host, engineHost) && lowerQuery.includes(`${param}=`));
	return engine ? engine[2] : null;
}

/** The source name of a referral: a listed alias, else the host without its `www.`. */
export function referralSource({ host }: ExternalReferrer): string {
	const alias = REFERRALS.find(([aliasHost]) => isHostWithin(host, aliasHost));
	return alias ? alias[1] : withoutWww(host);
}

/** The `text` parameter of a Yandex referrer, raw, for a paid visit's `trm`; "" otherwise. */
export function yandexSearchText(referrer: string): string {
	let url: URL;
	try {
		url = new URL(referrer);
	} catch {
		return '';
	}
	if (!/^(?:.*\.)?yandex\..{2,9}$/i.test(url.hostname)) return '';
	return parseRawQuery(url.search).get('text') ?? '';
}
