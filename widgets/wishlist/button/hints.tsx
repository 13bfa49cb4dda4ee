/**
 * The add block's hover aids (contract §5.7), which the original showed on
 * hover only: the premium tooltip (`enable_tooltip`) on every `[data-title]`
 * link, shown on hover and on focus as a `span.yith-wcwl-tooltip` inside the
 * link (`.with-tooltip` while shown) that describes it; and the dropdown
 * of the premium "dropdown" mode, opened by hovering or focusing its button,
 * closed when the pointer and the focus have left it, or by Escape. Both are
 * props on the printed tree (the island renders it), never classes on the
 * fragment container itself.
 */
import { type FocusEvent, type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { isTrue, type WishlistL10n } from '../../../contracts/wishlist';
import { type Enhance, serverChildren } from '../../../runtime/react/server-tree';

let tooltipIds = 0;

export interface Hints {
	/** Extra props for `node`, given the props the block already gives it and the tree's own enhance. */
	props(node: Element, base: Record<string, unknown>, enhance: Enhance): Record<string, unknown>;
}

const leaves = (event: FocusEvent<HTMLElement>) => !event.currentTarget.contains(event.relatedTarget as Node | null);

export function useHints(l10n: WishlistL10n, hydrated: boolean): Hints {
	const tooltips = isTrue(l10n.enable_tooltip);
	const [hint, setHint] = useState<Element | null>(null);
	const [open, setOpen] = useState<Element | null>(null);
	const [tooltipId] = useState(() => `yith-wcwl-tooltip-${++tooltipIds}`);
	// Escape gives focus back to the button: that focus must not reopen what Escape closed.
	const escaped = useRef(false);

	const tooltipProps = (node: Element, enhance: Enhance): Record<string, unknown> => {
		const show = () => setHint(node);
		const hide = () => setHint((current) => (current === node ? null : current));
		const props: Record<string, unknown> = { onPointerEnter: show, onPointerLeave: hide, onFocus: show, onBlur: hide };
		if (hint !== node) return props;
		const title = node.getAttribute('data-title') ?? '';
		const children: ReactNode[] = [
			...serverChildren(node, enhance),
			// Hidden from the link's name (it would say its title twice); it still describes the link.
			<span key="tooltip" id={tooltipId} role="tooltip" aria-hidden="true" className="yith-wcwl-tooltip">
				{title}
			</span>,
		];
		return { ...props, className: `${node.getAttribute('class') ?? ''} with-tooltip tooltip-added`.trim(), 'aria-describedby': tooltipId, children };
	};

	const dropdownProps = (node: Element): Record<string, unknown> => {
		const list = node.querySelector(':scope > .yith-wcwl-dropdown');
		const close = () => setOpen((current) => (current === node ? null : current));
		return {
			onPointerLeave: close,
			onFocus: () => (escaped.current ? (escaped.current = false) : setOpen(node)),
			onBlur: (event: FocusEvent<HTMLElement>) => leaves(event) && close(),
			onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
				if (event.key === 'Escape' && open === node) {
					close();
					escaped.current = true;
					// `node` is the printed copy; the live block is the event's.
					event.currentTarget.querySelector<HTMLElement>(':scope > a')?.focus();
				}
			},
			...(list && list.children.length === 0 && { 'data-empty': '' }),
		};
	};

	return {
		props(node, base, enhance) {
			if (!hydrated) return {};
			let props: Record<string, unknown> = {};
			if (node.classList.contains('with-dropdown')) props = dropdownProps(node);
			else if (node.parentElement?.classList.contains('with-dropdown') && node.localName === 'a') props = { onPointerEnter: () => setOpen(node.parentElement) };
			else if (node.classList.contains('yith-wcwl-dropdown') && node.parentElement?.classList.contains('with-dropdown'))
				props = { style: { display: open === node.parentElement && node.children.length > 0 ? 'block' : 'none' } };
			if (tooltips && node.hasAttribute('data-title') && node.closest('.yith-wcwl-add-to-wishlist')) {
				const tip = tooltipProps(node, enhance);
				props = { ...props, ...tip, ...chain(props, tip) };
			}
			return { ...props, ...chain(base, props) };
		},
	};
}

/** Handlers both `a` and `b` set for the same event, each run in turn. */
function chain(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
	const both: Record<string, unknown> = {};
	for (const [name, handler] of Object.entries(b)) {
		const first = a[name];
		if (name.startsWith('on') && typeof handler === 'function' && typeof first === 'function' && first !== handler)
			both[name] = (event: unknown) => {
				(first as (event: unknown) => void)(event);
				(handler as (event: unknown) => void)(event);
			};
	}
	return both;
}
