/**
 * Comment embeds (theme-ajax.md §6): Disqus by shortname, Facebook by app id
 * with the site's language. The script is added once; a second run asks the
 * loaded library to re-scan instead. Only well-formed ids and locales make a
 * URL, so markup cannot point the page at another host.
 */
export type Embed = { type: 'disqus'; shortname: string } | { type: 'facebook'; appId: string };

export function readEmbed(element: Element): Embed | null {
	const type = element.getAttribute('data-type');
	const id = element.getAttribute('data-id') ?? '';
	if (type === 'disqus' && /^[a-z0-9-]{1,64}$/i.test(id)) return { type, shortname: id };
	if (type === 'facebook' && /^\d{0,20}$/.test(id)) return { type, appId: id };
	return null;
}

export function embedUrl(embed: Embed, language: string): string {
	if (embed.type === 'disqus') return `//${embed.shortname}.disqus.com/embed.js`;
	const locale = /^[a-z]{2,3}(_[A-Z]{2})?$/.test(language) ? language : 'en_US';
	return `//connect.facebook.net/${locale}/sdk.js#xfbml=1&version=v2.8${embed.appId ? `&appId=${embed.appId}` : ''}`;
}

interface EmbedGlobals {
	DISQUS?: { reset?: (options: { reload: boolean }) => void };
	FB?: { XFBML?: { parse?: () => void } };
}

/** Loads the embed's script once; later runs re-scan with the library already on the page. */
export function runEmbed(embed: Embed, language: string, doc: Document = document): void {
	const scope = globalThis as EmbedGlobals;
	const id = embed.type === 'disqus' ? 'disqus-script' : 'facebook-jssdk';
	if (doc.getElementById(id)) {
		if (embed.type === 'disqus') scope.DISQUS?.reset?.({ reload: true });
		else scope.FB?.XFBML?.parse?.();
		return;
	}
	const script = doc.createElement('script');
	script.id = id;
	script.async = true;
	script.src = embedUrl(embed, language);
	if (embed.type === 'disqus') doc.head.append(script);
	else {
		const first = doc.getElementsByTagName('script')[0];
		first ? first.before(script) : doc.head.append(script);
	}
}
