/**
 * Google reCAPTCHA v2 on an account form (theme-ajax.md §5.4), guarded. On
 * the first open the library is loaded (recaptcha-loader.ts) and the widget
 * rendered explicitly into `.g-recaptcha` (site key from `data-sitekey`,
 * class `loaded`); its callback records the token; later opens reset it. The
 * token is sent as the form's `g-recaptcha-response` field, as the widget's
 * own textarea would send it. When the library cannot be loaded, `prepare`
 * says so and the form tells the reader instead of 'Invalid Recaptcha!'.
 */
import { RECAPTCHA_FIELD } from '../../contracts/theme/recaptcha';
import { grecaptchaOnPage, loadRecaptcha } from './recaptcha-loader';
import { __ } from '../../runtime/i18n';

export const captchaUnavailable = () => __('The reCAPTCHA check could not be loaded. Check your connection, then open this form again.');

export type CaptchaState = 'off' | 'loading' | 'ready' | 'failed';

export class Captcha {
	private callbackToken = '';
	private widget: number | null = null;
	private rendering: Promise<CaptchaState> | null = null;
	state: CaptchaState;

	constructor(
		private readonly element: HTMLElement | null,
		private readonly api: string,
	) {
		this.state = element ? 'loading' : 'off';
	}

	get required(): boolean {
		return this.element !== null;
	}

	/** The token: from the widget's callback, else from the widget's own field (a widget the theme rendered). */
	get token(): string {
		const field = this.element?.querySelector<HTMLTextAreaElement>(`textarea[name="${RECAPTCHA_FIELD}"]`);
		return this.callbackToken || field?.value || '';
	}

	/** First open loads the library and renders the widget; later opens reset it. Resolves to the new state. */
	prepare(): Promise<CaptchaState> {
		if (!this.element) return Promise.resolve<CaptchaState>('off');
		if (this.rendering) return this.rendering;
		this.callbackToken = '';
		if (this.widget !== null) {
			this.reset();
			return Promise.resolve(this.state);
		}
		this.rendering = this.render(this.element).finally(() => (this.rendering = null));
		return this.rendering;
	}

	private async render(element: HTMLElement): Promise<CaptchaState> {
		this.state = 'loading';
		const grecaptcha = await loadRecaptcha(this.api);
		if (!grecaptcha) return (this.state = 'failed');
		try {
			this.widget = grecaptcha.render(element, {
				sitekey: element.getAttribute('data-sitekey') ?? '',
				callback: (token) => (this.callbackToken = token),
				'expired-callback': () => (this.callbackToken = ''),
			});
			element.classList.add('loaded');
		} catch {
			// Already rendered by the theme's own script: its field still carries the token.
		}
		return (this.state = 'ready');
	}

	reset(): void {
		this.callbackToken = '';
		const grecaptcha = grecaptchaOnPage();
		try {
			if (grecaptcha && this.widget !== null) grecaptcha.reset(this.widget);
		} catch {
			// A broken library: the token is gone either way.
		}
	}
}
