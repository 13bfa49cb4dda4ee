/**
 * The one modal dialog every popup uses (wishlist popups, the theme's popups,
 * the lightbox). Native <dialog> with showModal(): the browser makes the page
 * inert, moves focus in and exposes the dialog role. On top of that: Tab
 * wraps inside, Escape and the backdrop close through `onClose`, focus goes
 * back to the opener, page scroll is locked without a layout jump, the
 * announcer's live regions move inside so they stay audible, an optional
 * timer closes it, and a second dialog stacks or replaces (dialog-stack.ts).
 *
 * Controlled: the owner keeps `open` and closes it in `onClose`, whatever the
 * reason. Rendered through a portal into <body>, so it escapes the island's
 * stacking context and overflow.
 */
import { type JSX, type ReactNode, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useIslandId } from '../react/island-root';
import { pushDialog, removeDialog, topDialog, type OpenDialog } from './dialog-stack';
import { ensureDialogStyle } from './dialog-style';
import { focusables, wrapTab } from './focusables';
import { hostLiveRegions } from './live-regions';
import { lockScroll } from './scroll-lock';
import { useAutoClose } from './use-auto-close';
import { __ } from '../i18n';

export type DialogCloseReason = 'escape' | 'backdrop' | 'button' | 'timeout' | 'replaced';

export interface DialogProps {
	open: boolean;
	onClose: (reason: DialogCloseReason) => void;
	/** Rendered as the dialog's heading; the dialog is labelled by it. */
	title: ReactNode;
	/** Visually hidden title, still the accessible name. */
	hideTitle?: boolean;
	/** Rendered under the title; the dialog is described by it. */
	description?: ReactNode;
	/** Closes with reason `timeout` after this many ms; paused while the pointer or the reader's focus is inside. */
	autoCloseMs?: number;
	/** Extra classes on the <dialog>, for theme or plugin CSS (e.g. `yith-wcwl-popup`). */
	className?: string;
	/** Selector inside the dialog to focus first; default: the first focusable in the content, else Close. */
	initialFocus?: string;
	/** Accessible name of the close button; default 'Close'. */
	closeLabel?: string;
	/** false: Escape and backdrop clicks do nothing (prettyPhoto's `modal`); the close button still works. Default true. */
	dismissible?: boolean;
	/** Force stacking over or replacing dialogs already open; default: stack when opened from inside the top dialog, else replace. */
	stacking?: 'stack' | 'replace';
	/** Where focus goes on close; default: the element focused when the dialog opened. */
	returnFocus?: HTMLElement | null;
	/** Extra inline style on the <dialog> (a lightbox sizing itself). */
	style?: Record<string, string | number>;
	children?: ReactNode;
}

const focusTarget = (dialog: HTMLDialogElement, selector: string | undefined): HTMLElement | null =>
	(selector ? dialog.querySelector<HTMLElement>(selector) : null) ??
	focusables(dialog.querySelector('.islands-dialog__body') ?? dialog)[0] ??
	dialog.querySelector<HTMLElement>('.islands-dialog__close');

const showModal = (dialog: HTMLDialogElement) => {
	if (dialog.open) return;
	if (typeof dialog.showModal === 'function') dialog.showModal();
	else dialog.setAttribute('open', '');
};

export function Dialog(props: DialogProps): JSX.Element | null {
	const { open, title, hideTitle, description, className, closeLabel = __('Close'), style, children } = props;
	const id = useIslandId();
	const ref = useRef<HTMLDialogElement>(null);
	const initial = useRef<Element | null>(null);
	const latest = useRef(props);
	latest.current = props;

	useLayoutEffect(() => {
		const dialog = ref.current;
		if (!open || !dialog) return;
		const doc = dialog.ownerDocument;
		ensureDialogStyle(doc);
		const opener = doc.activeElement;
		const entry: OpenDialog = {
			element: dialog,
			returnTo: latest.current.returnFocus ?? (opener instanceof HTMLElement && opener !== doc.body ? opener : null),
			replaced: false,
			replace: () => latest.current.onClose('replaced'),
		};
		pushDialog(entry, latest.current.stacking, opener);
		const unlock = lockScroll(doc);
		showModal(dialog);
		hostLiveRegions(dialog, doc);
		initial.current = focusTarget(dialog, latest.current.initialFocus);
		(initial.current as HTMLElement | null)?.focus();

		const dismiss = (reason: DialogCloseReason) => {
			if (latest.current.dismissible !== false) latest.current.onClose(reason);
		};
		let pressedOnBackdrop = false;
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') {
				// Handled here rather than by the native `cancel`, which Chromium stops sending after a refused one.
				event.preventDefault();
				event.stopPropagation();
				dismiss('escape');
			} else wrapTab(dialog, event);
		};
		const onCancel = (event: Event) => {
			event.preventDefault();
			dismiss('escape');
		};
		// The backdrop's events land on the <dialog> itself; the content fills the box, so a target of the dialog is outside.
		const onPointerDown = (event: Event) => {
			pressedOnBackdrop = event.target === dialog;
		};
		const onClick = (event: MouseEvent) => {
			if (event.target === dialog && pressedOnBackdrop) dismiss('backdrop');
			pressedOnBackdrop = false;
		};
		// A <form method="dialog"> in the content closes the native dialog by itself.
		const onNativeClose = () => {
			if (!entry.replaced && latest.current.open) latest.current.onClose('button');
		};
		dialog.addEventListener('keydown', onKeyDown);
		dialog.addEventListener('cancel', onCancel);
		dialog.addEventListener('pointerdown', onPointerDown);
		dialog.addEventListener('click', onClick);
		dialog.addEventListener('close', onNativeClose);
		return () => {
			dialog.removeEventListener('keydown', onKeyDown);
			dialog.removeEventListener('cancel', onCancel);
			dialog.removeEventListener('pointerdown', onPointerDown);
			dialog.removeEventListener('click', onClick);
			dialog.removeEventListener('close', onNativeClose);
			const wasTop = removeDialog(entry);
			if (dialog.open) dialog.close();
			else dialog.removeAttribute('open');
			hostLiveRegions(topDialog()?.element ?? null, doc);
			unlock();
			if (!entry.replaced && wasTop && entry.returnTo?.isConnected) entry.returnTo.focus();
		};
	}, [open]);

	useAutoClose(ref, open, props.autoCloseMs, initial, () => latest.current.onClose('timeout'));

	if (!open || typeof document === 'undefined') return null;
	const titleId = `${id}-title`;
	const descriptionId = `${id}-description`;
	return createPortal(
		<dialog
			ref={ref}
			className={className ? `islands-dialog ${className}` : 'islands-dialog'}
			aria-labelledby={titleId}
			aria-describedby={description ? descriptionId : undefined}
			style={style}
		>
			<div className="islands-dialog__inner">
				<div className="islands-dialog__header">
					<h2 id={titleId} className={hideTitle ? 'islands-dialog__title islands-dialog__hidden' : 'islands-dialog__title'}>
						{title}
					</h2>
					<button type="button" className="islands-dialog__close" aria-label={closeLabel} onClick={() => latest.current.onClose('button')}>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				{description && (
					<div id={descriptionId} className="islands-dialog__description">
						{description}
					</div>
				)}
				<div className="islands-dialog__body">{children}</div>
			</div>
		</dialog>,
		document.body,
	);
}
