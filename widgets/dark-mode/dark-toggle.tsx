/**
 * A dark-mode switch of the header (desktop, sticky and mobile bars each
 * print one). The native checkbox stays: keyboard and screen readers work,
 * and its checked state is what is announced. Every switch shows the same
 * state; a click applies the theme, drops `jnews-dark-nocookie` (the device
 * stylesheet's "no choice yet" marker) and writes the cookie with the
 * configured lifetime.
 */
import { type ChangeEvent, useEffect, useState } from 'react';
import type { JnewsOption } from '../../contracts/jnews-option';
import { writeCookieText } from '../../runtime/cookie-text';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { applyTheme, THEME_EVENT } from './apply-theme';
import { darkCookie, readDarkCookie } from './dark-cookie';
import { decideDark, modeOf } from './decide';

export interface DarkToggleProps {
	option: JnewsOption | null;
	/** Inert in the page builders' front-end editors, as in the theme. */
	inert: boolean;
}

export function DarkToggle({ element, option, inert }: DarkToggleProps & IslandProps) {
	const doc = element.ownerDocument;
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [dark, setDark] = useState(() => doc.body.classList.contains('jnews-dark-mode'));
	const hydrated = useHydrated();
	useDomEvent(doc, THEME_EVENT, (event) => setDark((event as CustomEvent<{ dark: boolean }>).detail.dark));

	// The switch modes write their cookie with the configured lifetime on every view, as the theme does,
	// so a day-limited choice slides forward (the boot script only writes the automatic modes' session cookies).
	useEffect(() => {
		if (inert) return;
		const decision = decideDark({ mode: modeOf(doc.body), cookie: readDarkCookie(doc.cookie), prefersDark: false, hour: 12 });
		if (decision.write?.lifetime === 'toggle') writeCookieText(darkCookie(decision.write.value, 'toggle', option), doc);
	}, [doc, inert, option]);

	const onChange = (event: ChangeEvent<HTMLInputElement>) => {
		if (inert) return;
		const chosen = event.currentTarget.checked;
		doc.body.classList.remove('jnews-dark-nocookie');
		writeCookieText(darkCookie(chosen ? 'true' : 'false', 'toggle', option), doc);
		applyTheme(doc, chosen);
	};
	// The printed `checked` is the server's view; once hydrated the switch shows the page's actual theme.
	return serverTree(printed, () => ({ onChange, ...(hydrated ? { checked: dark } : {}) }));
}
