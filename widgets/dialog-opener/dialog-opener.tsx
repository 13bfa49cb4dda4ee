/**
 * The generic popup: a printed button or link opens a printed block of
 * content in the dialog service, the content's real nodes moved in while it
 * is open. The block says what the dialog shows:
 *
 *   <button type="button" data-dialog-open="terms">Terms</button>
 *   <div id="terms" hidden data-dialog-title="Terms of sale" data-dialog-autoclose="3000">…</div>
 *
 * Without JavaScript the button does nothing (a link goes to its href).
 */
import { useState } from 'react';
import { Dialog, MovedContent } from '../../runtime/dialog';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';

export interface DialogOpenerProps {
	content: HTMLElement;
	title: string;
	autoCloseMs?: number;
}

export function readDialogOpenerProps(element: HTMLElement): DialogOpenerProps | null {
	const content = element.ownerDocument.getElementById(element.getAttribute('data-dialog-open') ?? '');
	if (!content || content === element || content.contains(element)) return null;
	const title = content.getAttribute('data-dialog-title') || content.getAttribute('aria-label') || element.textContent?.trim() || '';
	const autoClose = Number(content.getAttribute('data-dialog-autoclose'));
	return title ? { content, title, autoCloseMs: Number.isFinite(autoClose) && autoClose > 0 ? autoClose : undefined } : null;
}

export function DialogOpener({ element, content, title, autoCloseMs }: DialogOpenerProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const [open, setOpen] = useState(false);
	const hydrated = useHydrated();
	const onClick = (event: Event) => {
		event.preventDefault();
		setOpen(true);
	};
	return (
		<>
			{serverTree(printed, (node) => node === printed && { onClick, ...(hydrated && { 'aria-haspopup': 'dialog' }) })}
			<Dialog open={open} onClose={() => setOpen(false)} title={title} autoCloseMs={autoCloseMs} className="islands-dialog-opener">
				<MovedContent source={content} />
			</Dialog>
		</>
	);
}
