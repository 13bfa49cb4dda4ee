/**
 * The header's account links and the three popups they open (theme-ajax.md
 * §5.1, the theme's `fragment/account/account-popup.php`). Each form carries
 * its hidden `action`, the page-time `jnews_nonce` (possibly stale under page
 * caching) and, with reCAPTCHA on, `.g-recaptcha[data-sitekey]`.
 */
import { type Html, html } from '../../http/html';

export const RECAPTCHA_SITE_KEY = '6LdemoSiteKey-islands';

export const accountLinks = (): Html =>
	html`<div class="jeg_nav_item jeg_nav_account"><ul class="jeg_accountlink jeg_menu"><li><a href="#jeg_loginform" class="jeg_popuplink"><i class="fa fa-lock"></i> Login</a></li><li><a href="#jeg_registerform" class="jeg_popuplink"><i class="fa fa-user"></i> Sign up</a></li></ul></div>`;

const captcha = (on: boolean): Html => (on ? html`<div class="g-recaptcha" data-sitekey="${RECAPTCHA_SITE_KEY}"></div>` : html``);

const submit = (action: string, nonce: string, label: string): Html =>
	html`<p class="submit"><input type="hidden" name="action" value="${action}"><input type="hidden" name="jnews_nonce" value="${nonce}"><input type="submit" name="jeg_login_button" class="button" value="${label}" data-process="Processing . . ." data-string="${label}"></p>`;

const field = (type: string, name: string, placeholder: string): Html =>
	html`<p class="input_field"><input type="${type}" name="${name}" placeholder="${placeholder}" value=""></p>`;

const popup = (id: string, type: string, body: Html): Html =>
	html`<div id="${id}" class="jeg_popup mfp-with-anim mfp-hide"><div class="jeg_popupform jeg_popup_account"><form action="#" data-type="${type}" method="post" accept-charset="utf-8">${body}</form></div></div>`;

export function accountPopups(nonce: string, recaptcha: boolean): Html {
	const login = popup(
		'jeg_loginform',
		'login',
		html`<h3>Welcome Back!</h3><p>Login to your account below</p><div class="form-message"></div>${field('text', 'username', 'Username')}${field('password', 'password', 'Password')}<p class="input_field remember_me"><input type="checkbox" id="remember_me" name="remember_me" value="true"><label for="remember_me">Remember Me</label></p>${captcha(recaptcha)}${submit('login_handler', nonce, 'Log In')}<div class="bottom_links clearfix"><a href="#jeg_forgotform" class="jeg_popuplink forgot">Forgotten Password?</a><div class="jeg_popuplink_parent"><a href="#jeg_registerform"><i class="fa fa-user"></i> Sign Up</a></div></div>`,
	);
	const register = popup(
		'jeg_registerform',
		'register',
		html`<h3>Create New Account!</h3><p>Fill the forms below to register</p><div class="form-message"></div>${field('email', 'email', 'Your email')}${field('text', 'username', 'Username')}${captcha(recaptcha)}${submit('register_handler', nonce, 'Sign Up')}<div class="bottom_links clearfix"><a href="#jeg_loginform" class="jeg_popuplink"><i class="fa fa-lock"></i> Log In</a></div>`,
	);
	const forgot = popup(
		'jeg_forgotform',
		'forgot',
		html`<h3>Retrieve your password</h3><p>Please enter your username or email address to reset your password.</p><div class="form-message"></div>${field('text', 'user_login', 'Your email or username')}${captcha(recaptcha)}${submit('forget_password_handler', nonce, 'Reset Password')}<div class="bottom_links clearfix"><a href="#jeg_loginform" class="jeg_popuplink"><i class="fa fa-lock"></i> Log In</a></div>`,
	);
	return html`${login}${register}${forgot}`;
}
