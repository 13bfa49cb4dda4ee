/**
 * Show/hide for a password field (contract §7): `button.show-password-input`
 * after the input, labelled from `woocommerce_params` ("Show password" /
 * "Hide password" on older releases without the keys). Pressing it switches
 * the field between password and text and puts the caret back in the field.
 */
import { useState } from 'react';
import { readWoocommerceParams } from '../../contracts/woocommerce';
import { classNames } from '../../runtime/react/class-names';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { TOGGLE_CLASS } from './password-wrapper';
import { __ } from '../../runtime/i18n';

export interface PasswordLabels {
	show: string;
	hide: string;
}

export function readPasswordLabels(): PasswordLabels {
	const params = readWoocommerceParams();
	return { show: params?.i18n_password_show || __('Show password'), hide: params?.i18n_password_hide || __('Hide password') };
}

export function PasswordToggle({ element, show, hide }: PasswordLabels & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [shown, setShown] = useState(false);
	const hydrated = useHydrated();
	const toggle = () => {
		setShown(!shown);
		element.focus();
	};
	return (
		<>
			{serverTree(printed, (node) => shown && node === printed && { type: 'text' })}
			{hydrated && (
				<button
					type="button"
					className={classNames(TOGGLE_CLASS, { 'display-password': shown })}
					aria-label={shown ? hide : show}
					aria-describedby={printed.id || undefined}
					onClick={toggle}
				/>
			)}
		</>
	);
}
