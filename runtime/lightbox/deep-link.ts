/**
 * prettyPhoto deep links (`#prettyPhoto[gallery]/2/`), read so that the hash
 * can never become markup, a selector or a script (CVE-2013-6837): only a
 * `[\w-]+` name and a small decimal index pass, and the link is then found
 * by comparing attribute values, never by building a selector.
 */
export interface DeepLink {
	/** Gallery name inside the brackets; '' for a lone `#prettyPhoto/0/`. */
	name: string;
	index: number;
}

const DEEP_LINK = /^#?prettyPhoto(?:\[([\w-]{1,100})\])?\/(\d{1,4})\/?$/;

export function parseDeepLink(hash: string): DeepLink | null {
	let text: string;
	try {
		text = decodeURIComponent(hash);
	} catch {
		return null;
	}
	const match = DEEP_LINK.exec(text);
	return match ? { name: match[1] ?? '', index: Number(match[2]) } : null;
}

/** The hash prettyPhoto writes for an open item. */
export const deepLinkHash = (name: string, index: number): string => `#prettyPhoto${name ? `[${name}]` : ''}/${index}/`;
