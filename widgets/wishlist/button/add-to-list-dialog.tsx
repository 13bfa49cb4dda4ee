/**
 * The premium list popups (contract §5.5) in the dialog service: "choose a
 * wishlist" (add) and "move to another wishlist" (from the add block). The
 * printed popup stays hidden where it is; the dialog shows the same choices,
 * read from it when it opens: the lists of its `.wishlist-select` (ids for
 * the add, tokens for the move, plus `new`), and the new list's name and
 * visibility, in a create tab (add popup) or revealed while `new` is picked
 * (move popup's second row). `new` needs a name: the field is flagged invalid
 * and focused, and nothing is sent. The list selector is the enhanced select
 * over its native select. The move popup also offers its "remove
 * from list" link. After the reply the dialog shows the feedback (the
 * server's message as HTML, an error icon for 'error') and closes after
 * `popup_timeout` unless auto-close is off.
 *
 * Themes style and script the plugin's popup, so the dialog service's modal
 * carries its identity (§5.5, §7.1): 500 px wide over a 0.8 overlay, the
 * popup's own id on `div.yith-wcwl-popup` (the printed popup gives it up
 * while the dialog is open, so the id stays unique),
 * `body.yith-wcwl-with-pretty-photo` while open, and the hidden
 * `input#new_wishlist_selector.wishlist-select[value=new]` at the top of the
 * content on the create tab. The plugin's stylesheet hides `.yith-wcwl-popup`
 * and `.create` until its script shows them: the rendered ones are shown inline.
 */
import { serverHtmlProp } from '../../../runtime/dom/server-html';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { WishlistSettings } from '../../../contracts/wishlist';
import { Dialog } from '../../../runtime/dialog';
import { useIslandId } from '../../../runtime/react/island-root';
import { documentEvents } from '../../../runtime/wishlist/events';
import { EnhancedSelect } from '../select/enhanced-select';
import { __ } from '../../../runtime/i18n';

// The move request and the list rebuild travel with the popup that needs them.
export { moveItem } from './move-item';
export { rebuildLists } from '../../../runtime/wishlist/list-rebuild';

export interface ListChoice {
	wishlist_id: string;
	wishlist_name?: string;
	wishlist_visibility?: string;
}

export interface Feedback {
	message: string;
	error: boolean;
	/** The message is plain text (a failure of ours), not server HTML. */
	asText?: boolean;
}

interface Props {
	popup: Element;
	/** The printed popup's id (`add_to_wishlist_popup_<pid>_<rand>`), carried by the dialog's popup while open. */
	popupId: string;
	settings: WishlistSettings;
	/** The move popup: tokens, the new list's fields inline, a remove button. */
	move?: boolean;
	onChoose: (choice: ListChoice) => Promise<Feedback>;
	/** The move popup's "remove from list" (delete_item). */
	onRemove?: () => Promise<Feedback>;
	onClose: () => void;
}

type Tab = 'choose' | 'create';

const visibilities = (): readonly [string, string][] => [['0', __('Public')], ['1', __('Shared')], ['2', __('Private')]];

/** §7.1: prettyPhoto's wishlist width and overlay. */
const POPUP_STYLE = { width: '500px', '--islands-backdrop-opacity': 0.8 };
const SHOWN = { display: 'block' };
const OPEN_BODY_CLASS = 'yith-wcwl-with-pretty-photo';

export function AddToListDialog({ popup, popupId, settings, move, onChoose, onRemove, onClose }: Props) {
	const id = useIslandId();
	const [lists] = useState(() =>
		[...popup.querySelectorAll('select.wishlist-select option')]
			.map((option) => ({ value: option.getAttribute('value') ?? '', label: option.textContent ?? '' }))
			.filter((option) => option.value !== 'new'),
	);
	const [hasCreate] = useState(() => popup.querySelector('.tab.create, .yith-wcwl-second-row') !== null);
	const [removeLabel] = useState(() => popup.querySelector('.yith-wcwl-remove-button .delete_item')?.textContent?.trim() || null);
	const [title] = useState(() => popup.querySelector('h3')?.textContent?.trim() || (move ? __('Move to another wishlist') : __('Select a wishlist')));
	const [tab, setTab] = useState<Tab>(lists.length || move ? 'choose' : 'create');
	const [selected, setSelected] = useState(() => popup.querySelector<HTMLSelectElement>('select.wishlist-select')?.value ?? lists[0]?.value ?? '');
	const [name, setName] = useState('');
	const [visibility, setVisibility] = useState('0');
	const [invalid, setInvalid] = useState(false);
	const [sending, setSending] = useState(false);
	const [feedback, setFeedback] = useState<Feedback | null>(null);
	const nameField = useRef<HTMLInputElement>(null);

	useLayoutEffect(() => {
		document.body.classList.add(OPEN_BODY_CLASS);
		return () => document.body.classList.remove(OPEN_BODY_CLASS);
	}, []);
	useEffect(() => documentEvents().emit('yith_wcwl_popup_opened', [popup]), []);
	const selectTab = (next: Tab) => {
		setTab(next);
		documentEvents().emit('yith_wcwl_tab_selected', [next, popup.querySelector(`.tab.${next}`)]);
	};
	useEffect(() => {
		if (tab === 'create') nameField.current?.focus();
	}, [tab]);

	const onSelect = (value: string) => {
		if (value === 'new' && hasCreate && !move) {
			setSelected('');
			selectTab('create');
		} else setSelected(value);
	};

	const settle = async (reply: Promise<Feedback>) => {
		setSending(true);
		setFeedback(await reply);
		setSending(false);
	};

	const submit = async (event: FormEvent) => {
		event.preventDefault();
		if (sending) return;
		const creating = tab === 'create' || selected === 'new';
		if (creating && !name.trim()) {
			setInvalid(true);
			nameField.current?.focus();
			return;
		}
		setInvalid(false);
		await settle(onChoose(creating ? { wishlist_id: 'new', wishlist_name: name.trim(), wishlist_visibility: visibility } : { wishlist_id: selected }));
	};

	const onFeedbackClick = (event: { target: EventTarget | null; preventDefault(): void }) => {
		if ((event.target as Element | null)?.closest?.('.close-popup')) {
			event.preventDefault();
			onClose();
		}
	};

	const autoClose = feedback && settings.autoClosePopup ? settings.popupTimeoutMs : undefined;
	return (
		<Dialog open title={title} onClose={onClose} className="yith-wcwl-add-to-list" style={POPUP_STYLE} autoCloseMs={autoClose} initialFocus={feedback ? undefined : 'select, input[type=text]'}>
			<div id={popupId || undefined} className="yith-wcwl-popup" style={SHOWN}>
				{feedback ? (
					<div className="yith-wcwl-popup-feedback" onClick={onFeedbackClick}>
						<i className={`fa heading-icon ${feedback.error ? 'fa-exclamation-triangle' : 'fa-check'}`} aria-hidden="true">{feedback.error ? '\u26a0' : '\u2713'}</i>
						{feedback.asText ? <p className="feedback">{feedback.message}</p> : <p className="feedback" dangerouslySetInnerHTML={serverHtmlProp('wishlist-message', feedback.message)} />}
					</div>
				) : (
					<form className="yith-wcwl-popup-form" onSubmit={submit} noValidate>
						<div className="yith-wcwl-popup-content">
							{tab === 'create' && !move && <input type="hidden" id="new_wishlist_selector" className="wishlist-select" value="new" />}
							{hasCreate && lists.length > 0 && !move && (
								<p className="popup-description">
									<button type="button" className={`show-tab${tab === 'choose' ? ' active' : ''}`} aria-pressed={tab === 'choose'} onClick={() => selectTab('choose')}>{__('Choose a wishlist')}</button>{' '}
									<button type="button" className={`show-tab${tab === 'create' ? ' active' : ''}`} aria-pressed={tab === 'create'} onClick={() => selectTab('create')}>{__('Create a new list')}</button>
								</p>
							)}
							{move && <p className="popup-description">{popup.querySelector('.popup-description')?.textContent}</p>}
							{tab === 'choose' && (
								<p className="form-row tab choose">
									<label htmlFor={`${id}-list`}>{__('Wishlist')}</label>
									<select id={`${id}-list`} className="wishlist-select" value={selected} onChange={(event) => onSelect(event.currentTarget.value)}>
										{lists.map((list) => <option key={list.value} value={list.value}>{list.label}</option>)}
										{hasCreate && <option value="new">{__('Create a new list')}</option>}
									</select>
									<EnhancedSelect />
								</p>
							)}
							{(tab === 'create' || (move && selected === 'new')) && (
								<div className="tab create" style={SHOWN}>
									<p className={`form-row${invalid ? ' woocommerce-invalid' : ''}`}>
										<label htmlFor={`${id}-name`}>{__('Wishlist name')}</label>
										<input ref={nameField} id={`${id}-name`} type="text" className="wishlist-name input-text" value={name} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-name-error` : undefined} onInput={(event) => setName(event.currentTarget.value)} />
										{invalid && <span id={`${id}-name-error`} className="wishlist-name-error">{__('Enter a name for the new wishlist.')}</span>}
									</p>
									<fieldset className="form-row">
										<legend>{__('Visibility')}</legend>
										{visibilities().map(([value, label]) => (
											<label key={value}><input type="radio" name={`${id}-visibility`} className="wishlist-visibility" value={value} checked={visibility === value} onChange={() => setVisibility(value)} /> {label}</label>
										))}
									</fieldset>
								</div>
							)}
						</div>
						<div className="yith-wcwl-popup-footer">
							<button type="submit" className="wishlist-submit button" aria-disabled={sending || undefined}>{move ? __('Move') : __('Add to wishlist')}</button>
							{move && onRemove && removeLabel && (
								<button type="button" className="yith-wcwl-remove-button button" aria-disabled={sending || undefined} onClick={() => !sending && void settle(onRemove())}>{removeLabel}</button>
							)}
						</div>
					</form>
				)}
			</div>
		</Dialog>
	);
}
