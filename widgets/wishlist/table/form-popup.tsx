/**
 * The wishlist page's plain-form popups (contract §5.5) in the dialog
 * service: the move popup (`#move_to_another_wishlist`, opened from a row's
 * button) and the manage page's create popup (`#create_new_wishlist`). The
 * printed node is moved into the dialog while it is open and back after; its
 * form posts normally. The move form first gets the row's id as its only
 * `input.row-id[name=row_id]`, so each opener moves its own row.
 */
import { useState } from 'react';
import { Dialog, MovedContent } from '../../../runtime/dialog';
import { __ } from '../../../runtime/i18n';

interface Props {
	source: HTMLElement;
	onClose: () => void;
}

/** Puts the opener's row id in the move form, replacing any earlier one. */
export function setMoveRow(source: Element, rowId: string): void {
	const form = source.querySelector('form');
	if (!form) return;
	for (const old of form.querySelectorAll('input.row-id')) old.remove();
	const input = source.ownerDocument.createElement('input');
	input.type = 'hidden';
	input.name = 'row_id';
	input.className = 'row-id';
	input.value = rowId;
	form.append(input);
}

export function FormPopup({ source, onClose }: Props) {
	// Read before MovedContent moves the nodes into the dialog.
	const [title] = useState(() => source.querySelector('h3, .popup-description')?.textContent?.trim() || __('Wishlist'));
	return (
		<Dialog open title={title} hideTitle onClose={onClose} className={`yith-wcwl-popup ${source.id.replace(/_/g, '-')}`}>
			<MovedContent source={source} />
		</Dialog>
	);
}
