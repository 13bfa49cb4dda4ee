/**
 * Google reCAPTCHA v2 on the account forms (theme-ajax.md §5.4), guarded: the
 * widget is rendered explicitly the first time, its callback records the
 * token, and a reset forgets it. Without the library on the page nothing is
 * rendered and the token stays empty, so the form says 'Invalid Recaptcha!'.
 */
interface Grecaptcha {
	render(element: Element, options: { sitekey: string; callback: (token: string) => void; 'expired-callback'?: () => void }): number;
	reset(widget?: number): void;
}

const library = (): Grecaptcha | null => {
	const candidate = (globalThis as { grecaptcha?: Partial<Grecaptcha> }).grecaptcha;
	return candidate && typeof candidate.render === 'function' && typeof candidate.reset === 'function' ? (candidate as Grecaptcha) : null;
};

export class Captcha {
	token = '';
	private widget: number | null = null;

	constructor(private readonly element: HTMLElement | null) {}

	get required(): boolean {
		return this.element !== null;
	}

	/** First open renders the widget; later opens reset it. */
	prepare(): void {
		const grecaptcha = library();
		if (!this.element || !grecaptcha) return;
		this.token = '';
		try {
			if (this.widget === null) {
				this.widget = grecaptcha.render(this.element, {
					sitekey: this.element.getAttribute('data-sitekey') ?? '',
					callback: (token) => (this.token = token),
					'expired-callback': () => (this.token = ''),
				});
				this.element.classList.add('loaded');
			} else grecaptcha.reset(this.widget);
		} catch {
			// A broken library leaves the token empty; the form then says so.
		}
	}

	reset(): void {
		this.token = '';
		const grecaptcha = library();
		if (grecaptcha && this.widget !== null) grecaptcha.reset(this.widget);
	}
}
