/**
 * What a click on a theme share link does (contract theme-ui §11), decided
 * from its `jeg_btn-<network>` class. Email, WhatsApp and LINE links are
 * followed (the theme's 9.x behaviour: 10.x opened a window and followed the
 * link as well, §23.10); the toggle shows the secondary networks; QR-code and
 * WeChat links show their image; the rest open a popup window sized as the
 * theme's, StumbleUpon's taller.
 */
import { shareNetworkOf as networkOf } from '../../contracts/jnews-share';
import { __, sprintf } from '../../runtime/i18n';

export type ShareAction =
	| { kind: 'follow' }
	| { kind: 'inert' }
	| { kind: 'toggle' }
	| { kind: 'image' }
	| { kind: 'popup'; features: string };

const FOLLOW = ['email', 'whatsapp', 'line'];

export function shareAction(link: Element): ShareAction {
	if (link.classList.contains('removed')) return { kind: 'inert' };
	const network = networkOf(link);
	if (FOLLOW.includes(network)) return { kind: 'follow' };
	if (network === 'toggle') return { kind: 'toggle' };
	if (network === 'qrcode' || network === 'wechat') return { kind: 'image' };
	return { kind: 'popup', features: network === 'stumbleupon' ? 'height=730,width=560' : 'height=570,width=750' };
}

/** The networks' names; only the words among them are translated, as the brands are not. */
const names = (): Record<string, string> => ({
	facebook: 'Facebook',
	twitter: 'X (Twitter)',
	pinterest: 'Pinterest',
	linkedin: 'LinkedIn',
	reddit: 'Reddit',
	tumblr: 'Tumblr',
	stumbleupon: 'StumbleUpon',
	whatsapp: 'WhatsApp',
	telegram: 'Telegram',
	line: 'LINE',
	email: __('Email'),
	qrcode: __('QR code'),
	wechat: 'WeChat',
	vk: 'VK',
});

/** A name for an icon-only share link. */
export const shareLabel = (link: Element): string => {
	const network = networkOf(link);
	/* translators: %s: the network's name */
	return network === 'toggle' ? __('More share options') : sprintf(__('Share on %s'), names()[network] ?? network);
};
