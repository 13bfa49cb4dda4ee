/**
 * The header cart: `.cartlink` shows the refreshed detail (server HTML from
 * the theme), and the dropdown opens on hover and focus, and closes when the
 * pointer or focus leaves and on Escape.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { type FocusEvent, type KeyboardEvent, useEffect, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { useSignalValue } from '../../runtime/react/use-signal-value';
import { cartDetail, watchCartEvents } from './cart-detail';

export function HeaderCart({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [open, setOpen] = useState(false);
	const detail = useSignalValue(cartDetail());
	const hydrated = useHydrated();
	useEffect(() => watchCartEvents(), []);
	const hasDropdown = printed.querySelector('.jeg_cartcontent') !== null;

	return serverTree(printed, (node) => {
		if (node === printed)
			return {
				onMouseEnter: () => setOpen(true),
				onMouseLeave: () => setOpen(false),
				onFocus: () => setOpen(true),
				onBlur: (event: FocusEvent<Element>) => !element.contains(event.relatedTarget as Node | null) && setOpen(false),
				onKeyDown: (event: KeyboardEvent<Element>) => {
					if (event.key !== 'Escape' || !open) return;
					setOpen(false);
					element.querySelector<HTMLElement>('.cartlink')?.focus();
				},
				...(hydrated ? { className: classNames(printed.getAttribute('class'), { open }) } : {}),
			};
		if (node.classList.contains('cartlink'))
			return {
				dangerouslySetInnerHTML: detail === null ? serverHtmlProp('printed', node.innerHTML) : serverHtmlProp('theme-cart-detail', detail),
				...(hydrated && hasDropdown ? { 'aria-haspopup': 'true', 'aria-expanded': String(open) } : {}),
			};
		return null;
	});
}
