/**
 * The wishlist page's form. It hydrates the printed form and re-renders it
 * from the server's fragment after each action (the form is a
 * `.wishlist-fragment`; its direct children remount on each new fragment so
 * form fields show the server's values). Owner actions: remove (§3.2),
 * quantity (§3.9, debounced per row), title (§3.4, §5.4), visibility (§3.5),
 * move (§3.11a, and the move popup's form, §5.5), the manage page's create
 * popup. Everyone: bulk selection (§5.7), the image grid's panels
 * (§5.2), the add to cart from a row (§7.4) and the mobile template (§3.7).
 */
import { type ChangeEvent, type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type FragmentReply, type FragmentsReply, type WishlistL10n, type WishlistSettings, isFragmentsReply, isRefusedReply } from '../../../contracts/wishlist';
import { announce } from '../../../runtime/announcer';
import { failureText } from '../../../runtime/http/ajax';
import type { IslandProps } from '../../../runtime/react/define-island';
import { printedChildNodes, serverChildren, serverTree } from '../../../runtime/react/server-tree';
import { printedCopy } from '../../../runtime/react/printed-copy';
import { useDomEvent } from '../../../runtime/react/use-dom-event';
import { useHydrated } from '../../../runtime/react/use-hydrated';
import { bodyEvents, documentEvents } from '../../../runtime/wishlist/events';
import type { FragmentsApi } from '../../../runtime/wishlist/fragments';
import type { showToast } from '../../../runtime/wishlist/toast';
import { wishlistCall } from '../../../runtime/wishlist/request';
import { controlName, emptyHeaderName } from './accessible-names';
import { copyShareLink } from './copy-link';
import { withFailure, withoutRow, withNotice } from './printed-edits';
import { clampQuantity } from './quantity-clamp';
import type { QuantityResult, QuantitySync } from './quantity-sync';
import { useAddToCartFromWishlist } from './use-add-to-cart';
import type { EstimateDialog as EstimateDialogType } from './estimate-dialog';
import type { FormPopup as FormPopupType } from './form-popup';
import type { Sorting } from './sorting';
import type { EnhancedSelect as EnhancedSelectType } from '../select/enhanced-select';
import { stalePage, unreadable } from './messages';
import { __, sprintf } from '../../../runtime/i18n';

export interface WishlistTableProps {
	l10n: WishlistL10n;
	settings: WishlistSettings;
	/**
	 * The entry's runtime/wishlist/fragments.ts. It keeps the page's fragment state (in-memory options,
	 * hydrated receivers), so every wishlist island must use one copy; a lazy part importing it would get its own.
	 */
	fragments: FragmentsApi;
	/** The entry's toast, for the same reason: one hide timer per page. */
	toast: typeof showToast;
}

const rowOf = (node: Element) => node.closest('[data-row-id]');

/** A reply whose fragments hold one of WooCommerce's notices, which says itself what happened. */
const carriesNotice = (reply: FragmentsReply) =>
	Object.values(reply.fragments ?? {}).some((html) => typeof html === 'string' && /\bwoocommerce-(message|error|info)\b/.test(html));

/** Where the focus is in `form`, as a selector that finds the same control in a re-rendered form (its row and its first class). */
function focusedControl(form: Element): string | null {
	const focused = document.activeElement;
	const row = focused && form.contains(focused) ? rowOf(focused) : null;
	const first = focused?.classList[0];
	return row && first ? `[data-row-id="${CSS.escape(row.getAttribute('data-row-id') ?? '')}"] ${focused.localName}.${CSS.escape(first)}` : null;
}
const tableOf = (node: Element) => node.closest('.wishlist_table');
/** The wishlist a title editor or visibility select belongs to: its manage row, else the page's list (token). */
const listIdOf = (node: Element, form: Element) =>
	node.closest('[data-wishlist-id]')?.getAttribute('data-wishlist-id') ?? form.querySelector<HTMLInputElement>('#wishlist_id')?.value ?? '';

export function WishlistTable({ element, l10n, settings, fragments, toast }: WishlistTableProps & IslandProps) {
	const { applyFragments, collectFragments, fragmentKey, fragmentOptions, receiveFragments } = fragments;
	const [printed, setPrinted] = useState<Element>(() => printedCopy(element));
	const [generation, setGeneration] = useState(0);
	const [busy, setBusy] = useState(false);
	/** Title editors open, by wishlist id ('' = the page's own list). */
	const [editing, setEditing] = useState<string | null>(null);
	const [invalidTitle, setInvalidTitle] = useState(false);
	const [checked, setChecked] = useState(0);
	const [shown, setShown] = useState<string | null>(null);
	/** The popup content an opener named (`href="#ask_an_estimate_popup"`), while its dialog is open. */
	const [estimate, setEstimate] = useState<{ source: HTMLElement; View: typeof EstimateDialogType } | null>(null);
	/** The move or create popup an opener named (`#move_to_another_wishlist`, `#create_new_wishlist`), while open. */
	const [formPopup, setFormPopup] = useState<{ source: HTMLElement; View: typeof FormPopupType } | null>(null);
	const hydrated = useHydrated();
	const glue = settings.glue;
	const titleInput = useRef<HTMLInputElement | null>(null);
	const options = fragmentOptions(element);
	const owner = Boolean(options.is_user_owner);

	const replaceWith = (next: Element) => {
		setPrinted(next);
		setGeneration((count) => count + 1);
		setEditing(null);
		setInvalidTitle(false);
		setShown(null);
	};
	useEffect(() => receiveFragments(element, replaceWith), [element]);
	useEffect(() => setChecked(element.querySelectorAll('.product-checkbox input[type=checkbox]:checked').length), [generation]);

	// Said and shown: the reader sees why the table did not change (QA found only the live region speaking).
	const fail = (text: string) => {
		announce(text, 'assertive');
		setPrinted((current) => withFailure(current, text));
	};
	const allFragments = () => {
		const collected = collectFragments(undefined, glue);
		return Object.keys(collected).length ? collected : '';
	};

	/**
	 * One action that answers fragments: busy meanwhile, failures said, fragments applied. Every field
	 * sends the form's own fragment, so a reply that rendered none (`{fragments:[]}`) was refused: a
	 * stale nonce or another owner (§9 #3, decided: the table keeps its rows and says so).
	 * Resolves to the reply, or null on failure.
	 */
	async function run(action: Parameters<typeof wishlistCall>[1], fields: Record<string, unknown>, what: string): Promise<FragmentsReply | null> {
		setBusy(true);
		const outcome = await wishlistCall(l10n, action, fields);
		setBusy(false);
		/* translators: %1$s: what was being done ("Removing the product"), %2$s: why it failed, a sentence */
		const failedBecause = (why: string) => sprintf(__('%1$s failed. %2$s'), what, why);
		if (!outcome.ok) return fail(failedBecause(failureText(outcome))), null;
		if (isRefusedReply(outcome.data)) return fail(failedBecause(stalePage())), null;
		if (!isFragmentsReply(outcome.data)) return fail(unreadable()), null;
		/* translators: %s: what was being done ("Removing the product") */
		if (outcome.data.result === false) return fail(sprintf(__('%s failed.'), what)), null;
		if (!applyFragments(outcome.data.fragments, glue)) return fail(failedBecause(stalePage())), null;
		documentEvents().emit('yith_wcwl_init_after_ajax');
		return outcome.data;
	}

	// A second press on a row whose removal is on its way would reach a server that no longer has it.
	const removing = useRef(new Set<string>());
	async function removeRow(link: HTMLElement) {
		const row = rowOf(link);
		const table = tableOf(link);
		const rowId = row?.getAttribute('data-row-id') ?? '';
		if (!row || !table || removing.current.has(rowId)) return;
		removing.current.add(rowId);
		try {
			await sendRemoval(link, row, table, rowId);
		} finally {
			removing.current.delete(rowId);
		}
	}
	async function sendRemoval(link: HTMLElement, row: Element, table: Element, rowId: string) {
		const collected = collectFragments(rowId, glue);
		const fields = { remove_from_wishlist: rowId, wishlist_id: table.getAttribute('data-id') ?? '', wishlist_token: table.getAttribute('data-token') ?? '', fragments: Object.keys(collected).length ? collected : '' };
		const name = row.querySelector('.product-name')?.textContent?.trim() ?? __('The product');
		const reply = await run('remove_from_wishlist', fields, __('Removing the product'));
		if (!reply) return;
		// The plugin's own notice ("Product successfully removed.") is read out as it lands; said once, not twice.
		/* translators: %s: the product's name */
		if (!carriesNotice(reply)) announce(sprintf(__('%s removed from the wishlist.'), name));
		bodyEvents().emit('removed_from_wishlist', [link, row]);
	}

	/** The row's quantity fields (desktop or mobile) show `value` (the server stores what is sent). */
	const showQuantity = (rowId: string, value: string) => {
		for (const input of element.querySelectorAll<HTMLInputElement>(`[data-row-id="${CSS.escape(rowId)}"] .product-quantity input`)) if (input.value !== value) input.value = value;
	};

	// The debounce's code loads at the first edit; edits made meanwhile are handed over in order.
	const quantities = useRef<Promise<QuantitySync> | null>(null);
	const syncQuantity = (rowId: string, value: string) => {
		quantities.current ??= import('./quantity-sync').then(({ createQuantitySync }) =>
			createQuantitySync(
				async (id, quantity, signal): Promise<QuantityResult> => {
					const table = element.querySelector('.wishlist_table');
					// A typed 0 is sent as 1: the field shows the value being saved, not the one refused.
					showQuantity(id, quantity);
					setBusy(true);
					const outcome = await wishlistCall(l10n, 'update_item_quantity', { product_id: id, wishlist_token: table?.getAttribute('data-token') ?? '', quantity }, signal);
					setBusy(false);
					if (!outcome.ok) return outcome.kind === 'aborted' ? 'aborted' : 'failed';
					return outcome.data === null ? 'saved' : 'failed';
				},
				(_id, result) => {
					if (result === 'failed') fail(__('The quantity could not be saved. Reload the page and try again.'));
				},
			),
		);
		quantities.current.then((sync) => sync.change(rowId, value), () => fail(__('The quantity could not be saved. Check your connection and try again.')));
	};
	useEffect(() => () => void quantities.current?.then((sync) => sync.dispose(), () => {}), []);

	const onQuantity = (event: ChangeEvent<HTMLInputElement>) => {
		const input = event.currentTarget;
		const row = rowOf(input);
		if (!row || !owner) return;
		const value = clampQuantity(input.value, input.getAttribute('min'));
		// The add-to-cart button is another island's: its attribute is set in place, as the plugin does.
		row.querySelector('.add_to_cart')?.setAttribute('data-quantity', value);
		syncQuantity(row.getAttribute('data-row-id') ?? '', value);
	};
	const swallowEnter = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter') event.preventDefault();
	};
	// Leaving the field commits it: it shows the raised value at once (Preact's onChange is the input event, never this moment).
	const onQuantityBlur = (event: { currentTarget: HTMLInputElement }) => {
		const input = event.currentTarget;
		const value = clampQuantity(input.value, input.getAttribute('min'));
		if (owner && value !== input.value) input.value = value;
	};

	async function saveTitle(from: Element) {
		const input = titleInput.current;
		const title = input?.value.trim() ?? '';
		if (!input || !title) {
			setInvalidTitle(true);
			input?.focus();
			return;
		}
		const saved = await run('save_title', { wishlist_id: listIdOf(from, element), title, fragments: allFragments() }, __('Saving the title'));
		if (saved === null) {
			setInvalidTitle(true);
			input.focus();
			return;
		}
		/* translators: %s: the wishlist's new name */
		announce(sprintf(__('Wishlist renamed to %s.'), title));
	}

	const openTitle = (node: Element) => {
		setEditing(node.closest('[data-wishlist-id]')?.getAttribute('data-wishlist-id') ?? '');
		setInvalidTitle(false);
	};
	const closeTitle = () => {
		const id = editing;
		setEditing(null);
		setInvalidTitle(false);
		const scope = id ? element.querySelector(`[data-wishlist-id="${CSS.escape(id)}"]`) : element;
		requestAnimationFrame(() => scope?.querySelector<HTMLElement>('.show-title-form')?.focus());
	};
	useEffect(() => {
		if (editing === null) return;
		const scope = editing ? element.querySelector(`[data-wishlist-id="${CSS.escape(editing)}"]`) : element.querySelector('.wishlist-title-container');
		titleInput.current = scope?.querySelector<HTMLInputElement>('.hidden-title-form input[type=text]') ?? null;
		titleInput.current?.focus();
	}, [editing]);

	const onTitleKey = (event: KeyboardEvent<HTMLInputElement>) => {
		if (event.key === 'Enter') {
			event.preventDefault();
			void saveTitle(event.currentTarget);
		} else if (event.key === 'Escape') {
			event.preventDefault();
			closeTitle();
		}
	};

	// The reply re-renders the form: the control the reader used gets the focus back (a hidden select hands it to its enhanced button).
	const refocus = useRef<string | null>(null);
	useEffect(() => {
		if (refocus.current) element.querySelector<HTMLElement>(refocus.current)?.focus();
		refocus.current = null;
	}, [generation]);

	const onPrivacy = (event: ChangeEvent<HTMLSelectElement>) => {
		const select = event.currentTarget;
		refocus.current = select.id ? `#${CSS.escape(select.id)}` : null;
		void run('save_privacy', { wishlist_id: listIdOf(select, element), privacy: select.value, fragments: allFragments() }, __('Changing the visibility')).then((reply) => reply && announce(__('Visibility saved.')));
	};

	const onMove = (event: ChangeEvent<HTMLSelectElement>) => {
		const select = event.currentTarget;
		const row = rowOf(select);
		const table = tableOf(select);
		const fields = { wishlist_token: table?.getAttribute('data-token') ?? '', destination_wishlist_token: select.value, item_id: row?.getAttribute('data-row-id') ?? '', fragments: allFragments() };
		if (!fields.wishlist_token || !fields.destination_wishlist_token || !fields.item_id) return;
		const target = select.selectedOptions[0]?.textContent ?? '';
		void run('move_to_another_wishlist', fields, __('Moving the product')).then((reply) => {
			if (!reply) return;
			const message = typeof reply.message === 'string' ? reply.message : '';
			// The server's message ("Element correctly moved to <list>") in the plugin's notice, as the popup's move shows it.
			/* translators: %s: the wishlist's name */
			const moved = sprintf(__('Moved to %s.'), target);
			if (settings.notices) toast(message ? { message, timeoutMs: settings.popupTimeoutMs } : { message: moved, asText: true, timeoutMs: settings.popupTimeoutMs });
			announce(moved);
			bodyEvents().emit('moved_to_another_wishlist', [select, fields.item_id]);
		});
	};

	const onCheckbox = (event: ChangeEvent<HTMLInputElement>) => {
		const box = event.currentTarget;
		if (box.id === 'bulk_add_to_cart')
			for (const row of element.querySelectorAll<HTMLInputElement>('.product-checkbox input[type=checkbox]:not(:disabled)')) row.checked = box.checked;
		setChecked(element.querySelectorAll('.product-checkbox input[type=checkbox]:checked').length);
	};

	const onThumbnail = (event: MouseEvent<HTMLElement>) => {
		const row = rowOf(event.currentTarget);
		if (!row?.querySelector('.item-details') || settings.disableGridPopup) return;
		event.preventDefault();
		const id = row.getAttribute('data-row-id');
		setShown((current) => (current === id ? null : id));
	};
	useDomEvent(document, 'click', (event) => {
		if (shown !== null && !(event.target as Element | null)?.closest?.('[data-row-id]')) setShown(null);
	});

	useAddToCartFromWishlist({
		element,
		settings,
		onAnyAdded: () => setShown(null),
		onAdded: (rowId) => {
			const next = settings.removeAfterAddToCart && owner && rowId ? withoutRow(printed, rowId) : printed;
			// A row that stays keeps its button focused, as the plugin's untouched row does.
			refocus.current = focusedControl(element);
			replaceWith(withNotice(next, settings.addedToCartMessage));
		},
	});

	useMobileTemplate(element, l10n, settings, fragments);

	// §7.6: drag and drop (and, beyond the plugin, Alt+Arrow keys) only when enabled, for the owner's interactive table; its code loads then.
	const sortable = settings.dragAndDrop && owner && printed.querySelector('.wishlist_table.sortable:not(.no-interactions)') !== null;
	const latest = useRef(printed);
	latest.current = printed;
	const [sorting, setSorting] = useState<Sorting | null>(null);
	const [focusRow, setFocusRow] = useState<string | null>(null);
	useEffect(() => {
		if (!sortable || sorting) return;
		let sorter: Sorting | undefined;
		void import('./sorting').then(({ createSorting }) => {
			sorter = createSorting({ element, l10n, printed: () => latest.current, show: setPrinted, focus: setFocusRow });
			setSorting(sorter);
		}, () => fail(__('Sorting could not be loaded. Check your connection and reload the page.')));
		return () => sorter?.dispose();
	}, [sortable]);
	useEffect(() => {
		if (focusRow) element.querySelector<HTMLElement>(`[data-row-id="${CSS.escape(focusRow)}"]`)?.focus();
	}, [printed, focusRow]);

	// §3.8: Frequently Bought Together adds a product and reloads the form (its code loads on the first click).
	useDomEvent(document, 'click', (event) => {
		const clicked = (event.target as Element | null)?.closest?.('.yith-wfbt-add-wishlist');
		if (!clicked) return;
		event.preventDefault();
		if (busy) return;
		void import('./frequently-bought').then(
			({ reloadWithProduct }) => reloadWithProduct({ element, l10n, cookieDisabledMessage: settings.cookieDisabledMessage, setBusy, replaceWith }, clicked),
			() => fail(__('Adding the product failed. Check your connection and try again.')),
		);
	});

	const openEstimate = (event: MouseEvent<HTMLElement>) => {
		const target = document.getElementById((event.currentTarget.getAttribute('href') ?? '').replace(/^#/, ''));
		if (!target) return;
		event.preventDefault();
		// The popup (and the dialog service) load on first use: most wishlist pages never open it.
		void import('./estimate-dialog').then(
			({ EstimateDialog }) => setEstimate({ source: target, View: EstimateDialog }),
			() => fail(__('The estimate form could not be loaded. Check your connection and try again.')),
		);
	};

	/** §5.5: the move popup gets the opener's row id; both popups' forms post normally. */
	const openFormPopup = (event: MouseEvent<HTMLElement>) => {
		const opener = event.currentTarget;
		const target = document.getElementById((opener.getAttribute('href') ?? '').replace(/^#/, ''));
		if (!target) return;
		event.preventDefault();
		void import('./form-popup').then(
			({ FormPopup, setMoveRow }) => {
				const row = rowOf(opener)?.getAttribute('data-row-id');
				if (row) setMoveRow(target, row);
				setFormPopup({ source: target, View: FormPopup });
			},
			() => fail(__('The popup could not be loaded. Check your connection and try again.')),
		);
	};

	/** The share section's "copy": the list's URL to the clipboard, said in the live region. */
	const copyLink = () =>
		void copyShareLink(element).then((copied) =>
			copied ? announce(__('The wishlist link is copied.')) : fail(__('The link could not be copied. Select it in the field and copy it.')),
		);

	const isFormChild = (node: Element) => node.parentElement === printed;
	// The plugin's selectBox selects (move, visibility) get the enhanced select once its code has loaded.
	const [Enhanced, setEnhanced] = useState<typeof EnhancedSelectType | null>(null);
	useEffect(() => {
		if (!Enhanced && printed.querySelector('select.selectBox'))
			// Without it the native selects stay as printed and work.
			import('../select/enhanced-select').then(({ EnhancedSelect }) => setEnhanced(() => EnhancedSelect), () => undefined);
	}, [printed]);

	// Found once per render: asking every node whether its parent holds one spread a 500-row tbody once per row.
	const selectBoxHosts = new Set<Element | null>(Array.from(printed.querySelectorAll('select.selectBox'), (select) => select.parentElement));
	const enhance = (node: Element): Record<string, unknown> | null => {
		const props: Record<string, unknown> = {};
		if (isFormChild(node)) props.key = `${generation}-${fragmentKey(node, '.')}`;
		if (node === printed) {
			if (hydrated) props['aria-busy'] = busy ? 'true' : undefined;
			props.onSubmit = (event: Event) => {
				if ((event as SubmitEvent).submitter?.getAttribute('name') === 'apply_bulk_actions' && checked === 0) event.preventDefault();
			};
			return props;
		}
		const classes = node.classList;
		if (classes.contains('remove_from_wishlist')) props.onClick = (event: MouseEvent<HTMLElement>) => (event.preventDefault(), void removeRow(event.currentTarget));
		else if (node.localName === 'input' && node.closest('.product-quantity')) Object.assign(props, { onChange: onQuantity, onInput: onQuantity, onKeyDown: swallowEnter, onBlur: onQuantityBlur });
		else if (classes.contains('show-title-form')) Object.assign(props, { onClick: (e: MouseEvent<HTMLElement>) => openTitle(e.currentTarget), onKeyDown: (e: KeyboardEvent<HTMLElement>) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), openTitle(e.currentTarget)), ...(hydrated && { role: 'button', tabIndex: 0 }) });
		else if (node.localName === 'h2' && node.parentElement?.classList.contains('wishlist-title-with-form')) props.onClick = (e: MouseEvent<HTMLElement>) => openTitle(e.currentTarget);
		else if (classes.contains('hide-title-form')) props.onClick = (e: MouseEvent<HTMLElement>) => (e.preventDefault(), closeTitle());
		else if (classes.contains('save-title-form')) props.onClick = (e: MouseEvent<HTMLElement>) => (e.preventDefault(), void saveTitle(e.currentTarget));
		else if (node.localName === 'input' && node.parentElement?.classList.contains('hidden-title-form')) Object.assign(props, { onKeyDown: onTitleKey, ...(hydrated && invalidTitle && { 'aria-invalid': 'true' }) });
		else if (classes.contains('wishlist-visibility') && node.localName === 'select') props.onChange = onPrivacy;
		else if (classes.contains('change-wishlist')) props.onChange = onMove;
		else if (node.localName === 'input' && node.getAttribute('type') === 'checkbox' && (node.id === 'bulk_add_to_cart' || node.closest('.product-checkbox'))) props.onChange = onCheckbox;
		else if (node.localName === 'input' && node.getAttribute('name') === 'apply_bulk_actions' && hydrated) props.disabled = checked === 0;
		else if (node.localName === 'a' && node.parentElement?.classList.contains('product-thumbnail') && node.closest('.images_grid')) props.onClick = onThumbnail;
		else if (classes.contains('close') && node.closest('.item-details')) props.onClick = (e: MouseEvent<HTMLElement>) => (e.preventDefault(), setShown(null));
		else if (node.localName === 'a' && node.getAttribute('data-rel') === 'prettyPhoto[ask_an_estimate]') props.onClick = openEstimate;
		else if (node.localName === 'a' && ['prettyPhoto[move_to_another_wishlist]', 'prettyPhoto[create_wishlist]'].includes(node.getAttribute('data-rel') ?? '')) props.onClick = openFormPopup;
		else if (classes.contains('copy-trigger'))
			Object.assign(props, {
				onClick: copyLink,
				onKeyDown: (event: KeyboardEvent<HTMLElement>) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), copyLink()),
				...(hydrated && { role: 'button', tabIndex: 0 }),
			});
		if (node.hasAttribute('data-row-id')) {
			props.key = node.getAttribute('data-row-id');
			if (sortable && sorting && hydrated && node.closest('.wishlist_table')) Object.assign(props, sorting.rowProps);
		}
		if (hydrated) {
			const listId = node.closest('[data-wishlist-id]')?.getAttribute('data-wishlist-id') ?? '';
			const mine = editing !== null && editing === listId;
			if (classes.contains('wishlist-title') && mine) props.style = { display: 'none' };
			if (classes.contains('hidden-title-form')) {
				if (mine) props.style = { display: 'inline-block' };
				if (mine && invalidTitle) props.className = `${node.getAttribute('class')} woocommerce-invalid`;
			}
			if (node.hasAttribute('data-row-id') && node.closest('.images_grid') && shown === node.getAttribute('data-row-id')) props.className = `${node.getAttribute('class') ?? ''} show`.trim();
			if (classes.contains('wishlist_table') && hydrated) props['aria-busy'] = busy ? 'true' : undefined;
			const label = controlName(node);
			if (label) props['aria-label'] = label;
			const column = emptyHeaderName(node);
			if (column) props.children = [...serverChildren(node, enhance), <span key="column-name" className="screen-reader-text">{column}</span>];
		}
		// Keys on a select's siblings, from the first render, so the enhanced select can be slotted in after it.
		if (selectBoxHosts.has(node.parentElement)) props.key ??= `c${[...node.parentElement!.children].indexOf(node)}`;
		const children = Enhanced && hydrated && selectBoxHosts.has(node) ? serverChildren(node, enhance) : undefined;
		if (Enhanced && children) {
			children.splice(printedChildNodes(node).findIndex((child) => child instanceof Element && child.matches('select.selectBox')) + 1, 0, <Enhanced key="enhanced" />);
			props.children = children;
		}
		return Object.keys(props).length ? props : null;
	};
	const tree = serverTree(printed, enhance);
	return (
		<>
			{tree}
			{estimate && <estimate.View source={estimate.source} l10n={l10n} settings={settings} onClose={() => setEstimate(null)} />}
			{formPopup && <formPopup.View source={formPopup.source} onClose={() => setFormPopup(null)} />}
		</>
	);
}

/**
 * §3.7, §4.5: the template follows the viewport across 768 px, through the media query's change event; never the same
 * request twice. The request's code loads at the first crossing that needs one.
 */
function useMobileTemplate(element: HTMLElement, l10n: WishlistL10n, settings: WishlistSettings, { applyFragments, fragmentKey, fragmentOptions }: FragmentsApi) {
	const glue = settings.glue;
	const lastSent = useRef<string | null>(null);
	const controller = useRef<AbortController | null>(null);
	useEffect(() => {
		if (!settings.responsive || typeof matchMedia !== 'function') return;
		const query = matchMedia(settings.mobileQuery);
		const check = () => {
			const table = element.querySelector('.wishlist_table.responsive');
			if (!table) return;
			const isMobile = table.classList.contains('mobile');
			const want = query.matches && !isMobile ? 'yes' : !query.matches && isMobile ? 'no' : null;
			if (!want || want === lastSent.current) return;
			lastSent.current = want;
			controller.current?.abort();
			const current = (controller.current = new AbortController());
			void import('./mobile-template').then(async ({ loadMobile }) => {
				const form = table.closest('form') ?? table;
				const host = { key: fragmentKey(form, glue), options: fragmentOptions(form), apply: (reply: FragmentReply) => applyFragments(reply, glue) };
				if (!(await loadMobile(l10n, host, want, current.signal))) lastSent.current = null;
			});
		};
		check();
		query.addEventListener('change', check);
		return () => {
			query.removeEventListener('change', check);
			controller.current?.abort();
		};
	}, [element]);
}
