/**
 * Loads Google's reCAPTCHA library once, when a popup with a captcha first
 * opens (theme-ajax.md §5.4): `<src>?render=explicit&onload=<callback>`, so
 * the library renders nothing itself and says when it is ready. A copy the
 * theme already printed (JNews 10+ does, in the footer) is used, or waited
 * for, instead of a second one. A load that fails (404, offline, blocked) or
 * never calls back within 10 s resolves to null and is forgotten, so the next
 * open tries again.
 */
export interface Grecaptcha {
	render(element: Element, options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): number;
	reset(widget?: number): void;
	getResponse?(widget?: number): string;
	ready?(callback: () => void): void;
}

export const RECAPTCHA_LOAD_TIMEOUT_MS = 10_000;
const CALLBACK = 'islandsRecaptchaLoaded';

export const grecaptchaOnPage = (): Grecaptcha | null => {
	const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
	return candidate && typeof candidate.render === 'function' && typeof candidate.reset === 'function' ? (candidate as Grecaptcha) : null;
};

let loading: Promise<Grecaptcha | null> | null = null;

export function loadRecaptcha(src: string, timeoutMs = RECAPTCHA_LOAD_TIMEOUT_MS): Promise<Grecaptcha | null> {
	const ready = grecaptchaOnPage();
	if (ready) return Promise.resolve(ready);
	loading ??= new Promise<Grecaptcha | null>((resolve) => {
		const scope = globalThis as Record<string, unknown>;
		const printed = document.querySelector<HTMLScriptElement>('script[src*="/recaptcha/api.js"]');
		const script = printed ?? document.createElement('script');
		let timer: ReturnType<typeof setTimeout> | undefined;
		const settle = () => {
			clearTimeout(timer);
			delete scope[CALLBACK];
			const library = grecaptchaOnPage();
			if (!library) {
				loading = null;
				if (!printed) script.remove();
			}
			resolve(library);
		};
		timer = setTimeout(settle, timeoutMs);
		script.addEventListener('error', settle);
		if (printed) {
			// The theme's copy: its own onload renders the widgets; ours only needs the library ready.
			script.addEventListener('load', () => (grecaptchaOnPage()?.ready ?? ((callback: () => void) => callback()))(settle));
			return;
		}
		scope[CALLBACK] = settle;
		const url = new URL(src, location.href);
		url.searchParams.set('render', 'explicit');
		url.searchParams.set('onload', CALLBACK);
		script.src = url.href;
		script.async = true;
		document.head.append(script);
	});
	return loading;
}

/** Forgets a finished load (tests load again from a clean page). */
export const resetRecaptchaLoader = (): void => {
	loading = null;
};
