/**
 * The "more" menu of a block heading's category filter (subcat-overflow.ts):
 * a disclosure button (okayNav's `okayNav__menu-toggle`, `icon--active` while
 * open) and the links that did not fit (`okayNav__nav--invisible`, `nav-open`
 * while open). Keyboard: the button opens and closes it, Tab walks the links,
 * Escape closes it and returns to the button; it also closes when focus or a
 * click goes elsewhere, and after a link was chosen (focus returns to the
 * button, since the chosen link disappears with the menu).
 */
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import type { FilterType } from '../../contracts/theme/module';
import { classNames } from '../../runtime/react/class-names';
import { useIslandId } from '../../runtime/react/island-root';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { subscribeViewport } from '../../runtime/viewport/viewport';
import { filterRoom, measureFilters, visibleFilters } from './subcat-overflow';
import { __ } from '../../runtime/i18n';

export interface FilterLink {
	id: string;
	type: FilterType;
	label: string;
	href: string;
}

interface SubcatMoreProps {
	links: FilterLink[];
	currentId: string;
	onChoose(event: MouseEvent<Element>, link: FilterLink): void;
}

export function SubcatMore({ links, currentId, onChoose }: SubcatMoreProps) {
	const [open, setOpen] = useState(false);
	const id = useIslandId();
	const wrapper = useRef<HTMLSpanElement>(null);
	const toggle = useRef<HTMLButtonElement>(null);
	const close = (refocus: boolean) => {
		setOpen(false);
		if (refocus) toggle.current?.focus();
	};
	useDomEvent(document, 'click', (event) => open && !wrapper.current?.contains(event.target as Node) && close(false));
	const onKeyDown = (event: KeyboardEvent<Element>) => {
		if (event.key !== 'Escape' || !open) return;
		event.stopPropagation();
		close(true);
	};
	const onBlur = (event: FocusEvent<Element>) => open && !wrapper.current?.contains(event.relatedTarget as Node | null) && close(false);
	const hasCurrent = links.some((link) => link.id === currentId);
	return (
		<span className="okayNav__more" ref={wrapper} onKeyDown={onKeyDown} onBlur={onBlur}>
			<button type="button" ref={toggle} className={classNames('okayNav__menu-toggle', { 'icon--active': open, current: hasCurrent })} aria-expanded={open ? 'true' : 'false'} aria-controls={id} onClick={() => setOpen((on) => !on)}>
				{__('More')}
				<span className="screen-reader-text"> {__('categories')}</span>
			</button>
			<ul id={id} className={classNames('okayNav__nav--invisible', { 'nav-open': open })} hidden={!open}>
				{links.map((link) => (
					<li key={link.id}>
						<a
							href={link.href}
							data-id={link.id}
							data-type={link.type}
							className={classNames('subclass-filter', { current: link.id === currentId })}
							aria-current={link.id === currentId ? 'true' : undefined}
							onClick={(event) => {
								onChoose(event, link);
								close(true);
							}}
						>
							{link.label}
						</a>
					</li>
				))}
			</ul>
		</span>
	);
}

/**
 * How many filter links stay in the heading (null: all, or not measured yet):
 * measured once after hydration with every link shown, recounted on resize.
 */
export function useSubcatOverflow(element: HTMLElement, hydrated: boolean): number | null {
	const [shown, setShown] = useState<number | null>(null);
	useEffect(() => {
		const subcat = element.querySelector('.jeg_subcat');
		const list = subcat?.querySelector('.jeg_subcat_list');
		const heading = subcat?.closest('.jeg_block_heading');
		if (!hydrated || !subcat || !list || !heading) return;
		const { widths } = measureFilters(list);
		const count = () => {
			const fit = visibleFilters(widths, filterRoom(heading, subcat));
			setShown(fit < widths.length ? fit : null);
		};
		count();
		return subscribeViewport((viewport) => viewport.cause === 'resize' && count());
	}, [element, hydrated]);
	return shown;
}
