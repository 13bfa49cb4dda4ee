/**
 * The classic Cart widget set to "hide if empty" (`.widget_shopping_cart`
 * holding `.hide_cart_widget_if_empty`), hydrated in place. The island owns
 * the widget's own attributes only: its inside is handed over as printed and
 * never re-rendered, because the mini-cart in it is replaced by fragments and
 * is an island of its own.
 */
import { serverHtmlProp } from '../../runtime/dom/server-html';
import { useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { styleObject } from '../../runtime/react/style-object';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { useSignalValue } from '../../runtime/react/use-signal-value';
import { cartWidgetsShown } from './widget-visibility';

export const HIDEABLE_WIDGET = '.widget_shopping_cart';
export const HIDE_IF_EMPTY = '.hide_cart_widget_if_empty';

export const isHideableWidget = (element: Element): boolean =>
	element.matches(HIDEABLE_WIDGET) && element.querySelector(HIDE_IF_EMPTY) !== null;

export function CartWidget({ element }: IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [inside] = useState(() => serverHtmlProp('printed', printed.innerHTML));
	const shown = useSignalValue(cartWidgetsShown());
	const hydrated = useHydrated();
	return serverTree(printed, (node) => {
		if (node !== printed) return null;
		if (!hydrated) return { dangerouslySetInnerHTML: inside };
		const style = styleObject(printed.getAttribute('style'));
		return { dangerouslySetInnerHTML: inside, style: shown ? style : { ...style, display: 'none' } };
	});
}
