/**
 * My account for a logged-out visitor: WooCommerce's login form and, with
 * registration on, the register form beside it (myaccount/form-login.php).
 * Passwords are printed as plain inputs: woocommerce.js adds the show/hide
 * button (contract §2.10, §7). The register form carries an attribution group
 * on `woocommerce_register_form` (§2.9).
 */
import { type Html, html } from '../http/html';
import { attributionInputs } from './order-attribution';

export interface AccountFormValues {
	username: string;
	email: string;
}

export interface AccountFormNonces {
	login: string;
	register: string;
}

const required = html`&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Required</span>`;

const loginForm = (username: string, nonce: string): Html =>
	html`<h2>Login</h2><form class="woocommerce-form woocommerce-form-login login" method="post" novalidate><p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="username">Username or email address${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${username}" required aria-required="true"></p><p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password">Password${required}</label><input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password"></p><p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever"> <span>Remember me</span></label><input type="hidden" id="woocommerce-login-nonce" name="woocommerce-login-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/my-account/"><button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Log in">Log in</button></p></form>`;

const registerForm = (email: string, nonce: string): Html =>
	html`<h2>Register</h2><form method="post" class="woocommerce-form woocommerce-form-register register"><p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_email">Email address${required}</label><input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="${email}" required aria-required="true"></p><p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="reg_password">Password${required}</label><input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" required aria-required="true"></p>${attributionInputs()}<div class="woocommerce-privacy-policy-text"><p>Your personal data will be used to support your experience throughout this website and to manage access to your account.</p></div><p class="woocommerce-form-row form-row"><input type="hidden" id="woocommerce-register-nonce" name="woocommerce-register-nonce" value="${nonce}"><input type="hidden" name="_wp_http_referer" value="/my-account/"><button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Register">Register</button></p></form>`;

/** Inside `div.woocommerce`, as the shortcode prints it (woocommerce.js scopes its password rule to it). */
export const accountForms = (values: AccountFormValues, nonces: AccountFormNonces): Html =>
	html`<div class="woocommerce"><div class="u-columns col2-set" id="customer_login"><div class="u-column1 col-1">${loginForm(values.username, nonces.login)}</div><div class="u-column2 col-2">${registerForm(values.email, nonces.register)}</div></div></div>`;
