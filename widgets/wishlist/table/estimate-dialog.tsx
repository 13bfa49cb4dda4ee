/**
 * The ask-an-estimate popup (contract §3.12, §5.5) in the dialog service:
 * the printed `#ask_an_estimate_popup` form is moved into the dialog while it
 * is open (and back after). Submitting sends every control (last value wins)
 * as `ask_an_estimate`. Success shows the server's template and closes after
 * `time_to_close_prettyphoto`, then redirects when the plugin asks; a failure
 * shows the server's message as text in a `.woocommerce-error` after the
 * description, a stale nonce a clear sentence (§9 #12, #25). A success
 * without its template says the request was sent and closes the same way.
 * Phone fields are checked before anything is sent (phone-field.ts).
 */
import { parseServerHtml } from '../../../runtime/dom/server-html';
import { useEffect, useState } from 'react';
import { type WishlistL10n, type WishlistSettings, isEstimateReply, isRefusedReply } from '../../../contracts/wishlist';
import { announce } from '../../../runtime/announcer';
import { Dialog, MovedContent } from '../../../runtime/dialog';
import { failureText } from '../../../runtime/http/ajax';
import { navigateTo } from '../../../runtime/navigate';
import { wishlistCall } from '../../../runtime/wishlist/request';
import { checkPhoneFields } from './phone-field';
import { __ } from '../../../runtime/i18n';

export const estimateStale = () => __('This page is out of date. Reload it and try again.');
export const estimateUnreadable = () => __('The request could not be sent: the server sent an unexpected answer.');
export const estimateSent = () => __('Estimate request sent');

/** A success that lost its `template` (a theme filter, a fault): the request was still sent. */
export const sentWithoutTemplate = (data: unknown): data is { result: true; message?: string } =>
	typeof data === 'object' && data !== null && (data as { result?: unknown }).result === true && (data as { template?: unknown }).template === undefined &&
	['string', 'undefined'].includes(typeof (data as { message?: unknown }).message);

interface Props {
	source: HTMLElement;
	l10n: WishlistL10n;
	settings: WishlistSettings;
	onClose: () => void;
}

function showError(form: HTMLFormElement, message: string) {
	form.querySelector('.woocommerce-error')?.remove();
	const box = form.ownerDocument.createElement('div');
	box.className = 'woocommerce-error';
	box.setAttribute('role', 'alert');
	box.textContent = message;
	const description = form.querySelector('.popup-description');
	if (description) description.after(box);
	else form.prepend(box);
}

export function EstimateDialog({ source, l10n, settings, onClose }: Props) {
	const [sent, setSent] = useState(false);
	// Read before MovedContent moves the nodes into the dialog.
	const [title] = useState(() => source.querySelector('h3, .heading')?.textContent?.trim() || __('Ask for an estimate'));
	const [form] = useState(() => source.querySelector<HTMLFormElement>('form.wishlist-ask-an-estimate-popup'));

	useEffect(() => {
		if (!form) return;
		let template: Element | null = null;
		let sending = false;
		const onSubmit = async (event: SubmitEvent) => {
			event.preventDefault();
			if (sending) return;
			const invalidPhone = checkPhoneFields(form);
			if (invalidPhone) return showError(form, invalidPhone);
			sending = true;
			const fields: Record<string, string> = {};
			for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
			form.setAttribute('aria-busy', 'true');
			const outcome = await wishlistCall(l10n, 'ask_an_estimate', fields);
			form.removeAttribute('aria-busy');
			sending = false;
			if (!outcome.ok) return showError(form, `The request could not be sent. ${failureText(outcome)}`);
			if (isRefusedReply(outcome.data) && !outcome.data.message) return showError(form, estimateStale());
			if (sentWithoutTemplate(outcome.data)) return showSent(outcome.data.message || estimateSent());
			if (!isEstimateReply(outcome.data)) return showError(form, estimateUnreadable());
			if (outcome.data.result === false) return showError(form, outcome.data.message || estimateStale());
			// The template is server HTML by contract.
			showTemplate(outcome.data.template, outcome.data.message);
		};
		/** The request went through: the form gives way to `holder`, which is announced, and the popup closes on time. */
		const showInstead = (holder: HTMLElement, fallback: string) => {
			template = holder;
			form.querySelector('.woocommerce-error')?.remove();
			form.hidden = true;
			form.after(holder);
			announce(holder.textContent?.replace(/\s+/g, ' ').trim() || fallback);
			setSent(true);
		};
		const showTemplate = (html: string, message: string) => {
			const holder = form.ownerDocument.createElement('div');
			holder.append(parseServerHtml('wishlist-template', html, form.ownerDocument));
			showInstead(holder, message);
		};
		/** §3.12 without `template` (the original then did nothing): the server's message, as text, in the template's place. */
		const showSent = (message: string) => {
			const holder = form.ownerDocument.createElement('div');
			holder.className = 'yith-wcwl-popup-content';
			const text = form.ownerDocument.createElement('p');
			text.className = 'yith-wcwl-estimate-sent';
			text.textContent = message;
			holder.append(text);
			showInstead(holder, message);
		};
		const listener = (event: Event) => void onSubmit(event as SubmitEvent);
		form.addEventListener('submit', listener);
		return () => {
			form.removeEventListener('submit', listener);
			template?.remove();
			form.hidden = false;
			form.querySelector('.woocommerce-error')?.remove();
		};
	}, [form]);

	const close = () => {
		onClose();
		// §9 #12: only after a request that went through.
		if (sent && settings.redirectAfterEstimate && settings.estimateRedirectUrl) navigateTo(settings.estimateRedirectUrl);
	};

	return (
		<Dialog open title={title} hideTitle onClose={close} className="yith-wcwl-popup wishlist-ask-an-estimate" autoCloseMs={sent ? settings.closeEstimateMs : undefined}>
			<MovedContent source={source} />
		</Dialog>
	);
}
