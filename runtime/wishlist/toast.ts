/**
 * The plugin's transient notice (contract §5.6): `#yith-wcwl-popup-message >
 * #yith-wcwl-message`, prepended to body once, shown for `popup_timeout` ms.
 * It is what a reader sees; what a screen reader hears is said once, by the
 * caller, through the announcer (a toast that was also a live region made
 * every notice heard twice). The message is server HTML by contract; failures
 * are written as text. An error shows an icon. Fades are skipped under
 * reduced motion.
 */
import { parseServerHtml } from '../dom/server-html';
import { prefersReducedMotion } from '../motion';

const FADE_MS = 200;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** The toast element, created once (hidden) so it exists before its first message. */
export function toastElement(doc: Document = document): HTMLElement {
	let wrapper = doc.getElementById('yith-wcwl-popup-message');
	if (!wrapper) {
		wrapper = doc.createElement('div');
		wrapper.id = 'yith-wcwl-popup-message';
		wrapper.style.display = 'none';
		const message = doc.createElement('div');
		message.id = 'yith-wcwl-message';
		wrapper.append(message);
		doc.body.prepend(wrapper);
	}
	return wrapper;
}

const fade = (element: HTMLElement, from: number, to: number) =>
	!prefersReducedMotion() && typeof element.animate === 'function' ? element.animate([{ opacity: from }, { opacity: to }], FADE_MS).finished.catch(() => undefined) : Promise.resolve();

export interface ToastMessage {
	/** Server HTML (a reply's `message`), or plain text when `asText`. */
	message: string;
	asText?: boolean;
	error?: boolean;
	timeoutMs: number;
}

export function showToast({ message, asText, error, timeoutMs }: ToastMessage, doc: Document = document): void {
	const wrapper = toastElement(doc);
	const inner = wrapper.querySelector<HTMLElement>('#yith-wcwl-message')!;
	if (asText) inner.textContent = message;
	else inner.replaceChildren(parseServerHtml('wishlist-message', message, doc));
	if (error) {
		const icon = doc.createElement('span');
		icon.className = 'yith-wcwl-message-icon';
		icon.setAttribute('aria-hidden', 'true');
		icon.textContent = '\u26a0';
		inner.prepend(icon);
	}
	wrapper.classList.toggle('yith-wcwl-message-error', Boolean(error));
	wrapper.style.display = 'block';
	wrapper.style.marginLeft = `-${wrapper.offsetWidth / 2}px`;
	void fade(wrapper, 0, 1);
	clearTimeout(hideTimer);
	hideTimer = setTimeout(() => {
		void fade(wrapper, 1, 0).then(() => {
			wrapper.style.display = 'none';
		});
	}, timeoutMs);
}
