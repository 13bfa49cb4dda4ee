/**
 * WooCommerce's My account: the login and register forms for guests (their
 * posts go to `/my-account/`), the dashboard, orders and account details for
 * a logged-in user. Like WooCommerce's form handler, a post with a stale
 * nonce is ignored (the page simply renders again); a refused post queues
 * error notices and re-renders with what was typed; a successful one redirects.
 */
import type { RequestContext } from '../context';
import { type Html, html } from '../http/html';
import { type PhpValue, scalar } from '../http/php-form';
import { redirect } from '../http/respond';
import { safeRedirect } from '../http/safe-redirect';
import { accountForms } from '../render/account-forms';
import { logoutUrl } from '../render/account-links';
import { type AccountEndpoint, accountLayout, dashboard, ordersTable } from '../render/account-pages';
import { type AccountDetails, SAVE_ACCOUNT_NONCE_ACTION, editAccountForm } from '../render/edit-account';
import type { PageBody } from '../render/layout';
import { attributionMeta } from '../state/attribution';
import { logIn } from './auth';
import { isEmail } from './checkout';
import { loginError } from './wp-login';

type Form = Record<string, PhpValue>;

const field = (form: Form, name: string): string => (scalar(form, name) ?? '').trim();
const error = (message: Html): Html => html`<strong>Error:</strong> ${message}`;

function login(ctx: RequestContext, form: Form): boolean {
	if (!ctx.verifyNonce(scalar(form, 'woocommerce-login-nonce'), 'woocommerce-login')) return false;
	const name = field(form, 'username');
	if (name === '') {
		ctx.addNotice('error', error(html`Username is required.`));
		return false;
	}
	const outcome = ctx.state.users.authenticate(name, scalar(form, 'password') ?? '');
	if (!outcome.ok) {
		ctx.addNotice('error', loginError(outcome, name));
		return false;
	}
	logIn(ctx, outcome.user, scalar(form, 'rememberme') === 'forever');
	redirect(ctx.res, safeRedirect(ctx.origin, scalar(form, 'redirect'), '/my-account/'));
	return true;
}

function register(ctx: RequestContext, form: Form): boolean {
	if (!ctx.verifyNonce(scalar(form, 'woocommerce-register-nonce'), 'woocommerce-register')) return false;
	const email = field(form, 'email');
	const password = scalar(form, 'password') ?? '';
	const { users } = ctx.state;
	let problem: Html | null = null;
	if (!isEmail(email)) problem = html`Please provide a valid email address.`;
	else if (users.findByLoginOrEmail(email)) problem = html`An account is already registered with your email address. <a href="#" class="showlogin">Please log in.</a>`;
	else if (password === '') problem = html`Please enter an account password.`;
	if (problem) {
		ctx.addNotice('error', error(problem));
		return false;
	}
	const user = users.register(email, password);
	// user_register: the same attribution rules as an order (contract §6.8).
	user.attribution = attributionMeta(form);
	logIn(ctx, user, false);
	redirect(ctx.res, '/my-account/');
	return true;
}

/** POST `/my-account/`: the login or the register form. */
export function accountPost(ctx: RequestContext, form: Form): boolean {
	if (scalar(form, 'login') !== undefined) return login(ctx, form);
	if (scalar(form, 'register') !== undefined) return register(ctx, form);
	return false;
}

const postedDetails = (form: Form): AccountDetails => ({
	firstName: field(form, 'account_first_name'),
	lastName: field(form, 'account_last_name'),
	displayName: field(form, 'account_display_name'),
	email: field(form, 'account_email'),
});

/** WooCommerce's save_account_details checks, in its order. */
function detailsErrors(ctx: RequestContext, details: AccountDetails, form: Form): Html[] {
	const user = ctx.user;
	const errors: Html[] = [];
	const labels: [keyof AccountDetails, string][] = [['firstName', 'First name'], ['lastName', 'Last name'], ['displayName', 'Display name'], ['email', 'Email address']];
	for (const [key, label] of labels) if (details[key] === '') errors.push(html`<strong>${label}</strong> is a required field.`);
	if (details.email !== '' && !isEmail(details.email)) errors.push(html`Please provide a valid email address.`);
	else if (details.email !== '' && (ctx.state.users.findByLoginOrEmail(details.email) ?? user) !== user) errors.push(html`This email address is already registered.`);
	const [current, next, again] = ['password_current', 'password_1', 'password_2'].map((name) => scalar(form, name) ?? '');
	if (next !== '' || again !== '' || current !== '') {
		if (current === '' || next === '' || again === '') errors.push(html`Please fill out all password fields.`);
		else if (user && !ctx.state.users.authenticate(user.login, current).ok) errors.push(html`Your current password is incorrect.`);
		else if (next !== again) errors.push(html`New passwords do not match.`);
	}
	return errors;
}

/** POST `/my-account/edit-account/`. */
export function saveAccountDetails(ctx: RequestContext, form: Form): boolean {
	const user = ctx.user;
	if (!user || scalar(form, 'action') !== 'save_account_details') return false;
	if (!ctx.verifyNonce(scalar(form, 'save-account-details-nonce'), SAVE_ACCOUNT_NONCE_ACTION)) return false;
	const details = postedDetails(form);
	const errors = detailsErrors(ctx, details, form);
	for (const problem of errors) ctx.addNotice('error', problem);
	if (errors.length > 0) return false;
	Object.assign(user, details);
	const password = scalar(form, 'password_1') ?? '';
	if (password !== '') ctx.state.users.setPassword(user, password);
	ctx.addNotice('success', html`Account details changed successfully.`);
	redirect(ctx.res, '/my-account/');
	return true;
}

export function accountBody(ctx: RequestContext, endpoint: AccountEndpoint, form: Form | null): PageBody {
	const user = ctx.user;
	const bodyClass = `page-template-default page woocommerce-account woocommerce-page${endpoint === 'dashboard' ? '' : ` woocommerce-${endpoint}`}`;
	const page = (content: Html): PageBody => ({ title: 'My account', bodyClass, content: html`<h1 class="entry-title">My account</h1>${content}` });
	if (!user) {
		const values = { username: form ? field(form, 'username') : '', email: form ? field(form, 'email') : '' };
		return page(accountForms(values, { login: ctx.nonce('woocommerce-login'), register: ctx.nonce('woocommerce-register') }));
	}
	const logoutHref = logoutUrl(ctx.nonce('log-out'), `${ctx.origin}/my-account/`);
	if (endpoint === 'orders') return page(accountLayout(endpoint, logoutHref, ordersTable(ctx.state.orders.list().filter((o) => o.customerId === user.id))));
	if (endpoint === 'edit-account') {
		const values = form ? postedDetails(form) : { firstName: user.firstName, lastName: user.lastName, displayName: user.displayName, email: user.email };
		const blocked = ctx.url.searchParams.get('blocked') === '1';
		return page(accountLayout(endpoint, logoutHref, editAccountForm(user, values, ctx.nonce(SAVE_ACCOUNT_NONCE_ACTION), blocked)));
	}
	return page(accountLayout(endpoint, logoutHref, dashboard(user, logoutHref)));
}
