/**
 * One AJAX add-to-cart button (contract §2.1), hydrated in place. The button
 * keeps the class list the page gave it (other scripts add their own classes);
 * the island switches only `loading`, `added` and `aria-busy`, and renders
 * after the button the failure note, the slow-shop hint and the "View cart"
 * link (escaped text, same-origin URL).
 */
import { type MouseEvent, useEffect, useState } from 'react';
import type { WcAddToCartParams } from '../../contracts/woocommerce';
import { readAddToCartParams } from '../../contracts/woocommerce';
import { sameOriginUrl } from '../../runtime/navigate';
import { readPerValue } from '../../runtime/page-global';
import { classNames } from '../../runtime/react/class-names';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { useSignalValue } from '../../runtime/react/use-signal-value';
import { addToCart, handlesClick, installAddToCart } from './add-to-cart';
import { buttonState, registerButton } from './button-store';
import { FAILURE_CLASS } from './button-state';
import { slowText, useSlowNotice } from './use-slow-notice';

export const SLOW_CLASS = 'islands-cart-slow';
/**
 * Added once the button is hydrated: themes may style it, tests count awake
 * buttons. A class, not a data attribute: every `data-*` travels in the add.
 */
export const READY_CLASS = 'islands-ready';

export interface AddToCartProps {
	params: WcAddToCartParams;
}

/** Read once per value: a corrupt global warns once per page, not once per button. */
const pageParams = readPerValue('wc_add_to_cart_params', () => readAddToCartParams());

/** Without `wc_add_to_cart_params` the buttons stay plain links (contract G6). */
export function readAddToCartProps(): AddToCartProps | null {
	const params = pageParams();
	if (!params) return null;
	// Page-wide reactions come with the first button that wakes, before its first render.
	installAddToCart(params);
	return { params };
}

export function AddToCartButton({ element, params }: AddToCartProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	// Registered during the first render: a click held by the loader is replayed as soon as mounting returns.
	const [unregister] = useState(() => registerButton(element));
	useEffect(() => unregister, [unregister]);
	const { busy, added, link, failure } = useSignalValue(buttonState(element));
	const hydrated = useHydrated();
	const slow = useSlowNotice(busy > 0);

	const onClick = (event: MouseEvent<HTMLElement>) => {
		if (!handlesClick(element)) return;
		event.preventDefault();
		addToCart(element, params);
	};
	const button = serverTree(printed, (node) => {
		if (node !== printed) return null;
		if (!hydrated) return { onClick };
		return {
			onClick,
			// The live class list, so classes other scripts added since are kept.
			className: classNames(element.getAttribute('class'), { [READY_CLASS]: true, loading: busy > 0, added }),
			'aria-busy': busy > 0 ? 'true' : undefined,
		};
	});
	const cartUrl = link ? sameOriginUrl(params.cart_url)?.href : undefined;
	return (
		<>
			{button}
			{failure !== null && <span className={FAILURE_CLASS}>{failure}</span>}
			{slow && <span className={SLOW_CLASS}>{slowText()}</span>}
			{cartUrl && (
				<a href={cartUrl} className="added_to_cart wc-forward" title={params.i18n_view_cart}>
					{params.i18n_view_cart}
				</a>
			)}
		</>
	);
}
