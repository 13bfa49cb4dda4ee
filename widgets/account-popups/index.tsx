import type { AccountFormType } from '../../contracts/theme/account';
import { readRecaptchaApi } from '../../contracts/theme/recaptcha';
import { defineIsland, type IslandProps } from '../../runtime/react/define-island';
import { themeOptions } from '../../runtime/theme/endpoint';
import { AccountForm, type AccountFormProps } from './account-form';
import { PopupLink, type PopupLinkProps } from './popup-link';
import { __ } from '../../runtime/i18n';

type Props = ({ mode: 'form' } & AccountFormProps) | ({ mode: 'link' } & PopupLinkProps);

const FORM_TYPES: AccountFormType[] = ['login', 'register', 'forgot'];

function readProps(element: HTMLElement): Props | null {
	const options = themeOptions();
	if (!options) return null;
	if (element.localName === 'form') {
		const type = element.getAttribute('data-type') as AccountFormType;
		return FORM_TYPES.includes(type) ? { mode: 'form', type, messages: options.messages, recaptcha: options.recaptcha, recaptchaApi: readRecaptchaApi(), loginReload: options.loginReload } : null;
	}
	const id = /^#([\w-]+)$/.exec(element.getAttribute('href') ?? '')?.[1];
	const popup = id ? document.getElementById(id)?.querySelector<HTMLElement>('.jeg_popupform') : null;
	if (!popup) return null;
	return { mode: 'link', popup, title: popup.querySelector('h3')?.textContent?.trim() || element.textContent?.trim() || __('Account') };
}

function AccountPopups(props: Props & IslandProps) {
	return props.mode === 'form' ? <AccountForm {...props} /> : <PopupLink {...props} />;
}

export default defineIsland(readProps, AccountPopups);
