/**
 * The enhanced select that replaces the plugin's selectBox (contract §5.7):
 * rendered right after a native `select`, which stays the source of truth.
 * The native control is hidden visually and from the tab order but keeps its
 * name, value and form; a pick sets its value and fires a bubbling `change`,
 * so the island's own handlers (and third parties) run as for a native
 * choice, and a change made to the native select shows here.
 *
 * A combobox button opens a listbox: arrows, Home/End, Enter/Space to pick,
 * Escape or Tab to close (focus stays on the button), type-ahead by first
 * letters. A search field appears only when the markup asks for it with
 * select2's `data-minimum-results-for-search` (shown from that many options
 * on); selectBox itself has none, so the plugin's selects get none. The
 * texts are the spec's: 'No results match', and the placeholders 'Select an
 * Option' / 'Select Some Options' (or the select's `data-placeholder`) while
 * nothing with a label is chosen.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useIslandId } from '../../../runtime/react/island-root';
import { __ } from '../../../runtime/i18n';
import { adoptStyle } from '../../../runtime/dialog/adopted-style';

export const noResults = () => __('No results match');
export const placeholderSingle = () => __('Select an Option');
export const placeholderMultiple = () => __('Select Some Options');

// Enough layout to work without the wishlist plugin's selectBox.css, which Shop islands retires with its script.
const WRAPPER = { position: 'relative', display: 'inline-block' } as const;
// `insetInlineStart`: the list drops from the box's start edge, the right one in a right-to-left page.
const MENU = { position: 'absolute', top: '100%', insetInlineStart: 0, zIndex: 20, minWidth: '100%', background: '#fff', border: '1px solid #bbb', boxShadow: '0 2px 6px rgba(0,0,0,.15)' } as const;
const LIST = { listStyle: 'none', margin: 0, padding: 0, maxHeight: '14em', overflowY: 'auto' } as const;
const OPTION = { padding: '.3em .6em', cursor: 'pointer' } as const;
const ACTIVE = { ...OPTION, background: '#2271b1', color: '#fff' } as const;

/**
 * The closed box's looks, which the plugin's selectBox.css gave it (the plugin retires that sheet with
 * its script). In `:where()`, so any rule of the theme's or the wishlist plugin's own wins.
 */
const BOX_CSS =
	':where(.selectBox-enhanced .selectBox-dropdown){display:inline-flex;align-items:center;justify-content:space-between;gap:.6em;min-width:10em;padding:.3em .6em;border:1px solid #bbb;border-radius:3px;background:#fff;color:inherit;font:inherit;text-align:start;cursor:pointer}' +
	':where(.selectBox-enhanced .selectBox-arrow){border-inline:.3em solid transparent;border-top:.35em solid currentColor}';

const HIDDEN_STYLE = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);border:0';

interface Choice {
	value: string;
	label: string;
	disabled: boolean;
	selected: boolean;
}

const choicesOf = (select: HTMLSelectElement): Choice[] =>
	Array.from(select.options, (option) => ({ value: option.value, label: option.text.trim(), disabled: option.disabled, selected: option.selected }));

/** What the button shows: the chosen labels, else the placeholder. */
export function shownText(select: HTMLSelectElement): string {
	const labels = choicesOf(select).filter((choice) => choice.selected && choice.label).map((choice) => choice.label);
	if (labels.length) return labels.join(', ');
	return select.getAttribute('data-placeholder') || (select.multiple ? placeholderMultiple() : placeholderSingle());
}

/** select2's rule: a search field from `data-minimum-results-for-search` options on; none without the attribute. */
export function wantsSearch(select: HTMLSelectElement): boolean {
	const minimum = Number(select.getAttribute('data-minimum-results-for-search') ?? Number.NaN);
	return Number.isFinite(minimum) && minimum >= 0 && select.options.length >= minimum;
}

export function EnhancedSelect() {
	const id = useIslandId();
	const anchor = useRef<HTMLSpanElement>(null);
	const button = useRef<HTMLButtonElement>(null);
	const search = useRef<HTMLInputElement>(null);
	const [select, setSelect] = useState<HTMLSelectElement | null>(null);
	const [, setVersion] = useState(0);
	const [open, setOpen] = useState(false);
	const [query, setQuery] = useState('');
	const [active, setActive] = useState(0);
	const typed = useRef({ text: '', at: 0 });

	useEffect(() => {
		adoptStyle('enhanced-select', BOX_CSS, anchor.current?.ownerDocument);
		const previous = anchor.current?.previousElementSibling;
		if (!(previous instanceof HTMLSelectElement)) return;
		const style = previous.getAttribute('style');
		// Through the CSSOM: a strict Content-Security-Policy refuses style attributes set from script.
		previous.style.cssText = HIDDEN_STYLE;
		previous.setAttribute('aria-hidden', 'true');
		previous.tabIndex = -1;
		const refresh = () => setVersion((count) => count + 1);
		// A label's click, a dialog's first focus or a re-rendered form's refocus lands on the hidden select: hand it to
		// the button, which renders once the select is known (hence the frame).
		const forward = () => requestAnimationFrame(() => button.current?.focus());
		previous.addEventListener('change', refresh);
		previous.addEventListener('focus', forward);
		setSelect(previous);
		if (document.activeElement === previous) forward();
		return () => {
			previous.removeEventListener('change', refresh);
			previous.removeEventListener('focus', forward);
			if (style === null) previous.removeAttribute('style');
			else previous.style.cssText = style;
			previous.removeAttribute('aria-hidden');
			previous.removeAttribute('tabindex');
		};
	}, []);

	const choices = select ? choicesOf(select) : [];
	const needle = query.trim().toLowerCase();
	const shown = choices.map((choice, index) => ({ ...choice, index })).filter((choice) => !needle || choice.label.toLowerCase().includes(needle));
	const searchable = select !== null && wantsSearch(select);
	const listId = `${id}-listbox`;
	const optionId = (index: number) => `${id}-option-${index}`;
	const activeChoice = shown.find((choice) => choice.index === active) ?? shown[0];

	useEffect(() => {
		if (open && searchable) search.current?.focus();
	}, [open]);

	const close = (focusButton: boolean) => {
		setOpen(false);
		setQuery('');
		if (focusButton) button.current?.focus();
	};
	const openList = () => {
		if (!select) return;
		setActive(Math.max(0, select.selectedIndex));
		setOpen(true);
	};
	const pick = (index: number) => {
		const option = select?.options[index];
		if (!select || !option || option.disabled) return;
		if (select.multiple) option.selected = !option.selected;
		else select.value = option.value;
		select.dispatchEvent(new Event('change', { bubbles: true }));
		if (!select.multiple) close(true);
	};
	const move = (step: number | 'first' | 'last') => {
		if (!shown.length) return;
		const at = shown.findIndex((choice) => choice === activeChoice);
		const next = step === 'first' ? 0 : step === 'last' ? shown.length - 1 : Math.min(shown.length - 1, Math.max(0, at + step));
		setActive(shown[next].index);
		document.getElementById(optionId(shown[next].index))?.scrollIntoView?.({ block: 'nearest' });
	};
	/** selectBox's type-ahead: letters typed within a second find the first label that starts with them. */
	const typeAhead = (key: string) => {
		const now = Date.now();
		typed.current = { text: (now - typed.current.at < 1000 ? typed.current.text : '') + key.toLowerCase(), at: now };
		const found = choices.findIndex((choice) => !choice.disabled && choice.label.toLowerCase().startsWith(typed.current.text));
		if (found >= 0) setActive(found);
	};

	const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
		const { key } = event;
		if (!open) {
			if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
				event.preventDefault();
				openList();
			}
			return;
		}
		if (key === 'Escape') {
			event.preventDefault();
			close(true);
		} else if (key === 'Tab') close(false);
		else if (key === 'ArrowDown' || key === 'ArrowUp') {
			event.preventDefault();
			move(key === 'ArrowDown' ? 1 : -1);
		} else if (key === 'Home' || key === 'End') {
			event.preventDefault();
			move(key === 'Home' ? 'first' : 'last');
		} else if (key === 'Enter' || (key === ' ' && !searchable)) {
			event.preventDefault();
			if (activeChoice) pick(activeChoice.index);
		} else if (!searchable && key.length === 1) typeAhead(key);
	};

	const activeId = open && activeChoice ? optionId(activeChoice.index) : undefined;
	return (
		<span ref={anchor} className={`selectBox-enhanced${open ? ' selectBox-menuShowing' : ''}`} style={WRAPPER} onBlur={(event) => open && !event.currentTarget.contains(event.relatedTarget as Node | null) && close(false)}>
			{select && (
				<button
					ref={button}
					type="button"
					className="selectBox selectBox-dropdown"
					role="combobox"
					aria-haspopup="listbox"
					aria-expanded={open}
					aria-controls={open ? listId : undefined}
					aria-activedescendant={searchable ? undefined : activeId}
					aria-label={select.labels?.[0]?.textContent?.trim() || select.getAttribute('aria-label') || undefined}
					disabled={select.disabled}
					onClick={() => (open ? close(true) : openList())}
					onKeyDown={onKeyDown}
				>
					<span className="selectBox-label">{shownText(select)}</span>
					<span className="selectBox-arrow" aria-hidden="true" />
				</button>
			)}
			{open && (
				<span className="selectBox-dropdown-menu" style={MENU}>
					{searchable && (
						<input
							ref={search}
							type="text"
							className="selectBox-search"
							role="combobox"
							aria-expanded="true"
							aria-autocomplete="list"
							aria-controls={listId}
							aria-activedescendant={activeId}
							aria-label={__('Search the options')}
							autoComplete="off"
							value={query}
							onChange={(event) => {
								setQuery(event.currentTarget.value);
								setActive(-1);
							}}
							onKeyDown={onKeyDown}
						/>
					)}
					<ul id={listId} style={LIST} role="listbox" aria-multiselectable={select?.multiple || undefined} aria-label={select?.labels?.[0]?.textContent?.trim() || undefined}>
						{shown.map((choice) => (
							<li
								key={choice.index}
								id={optionId(choice.index)}
								role="option"
								className={choice === activeChoice ? 'selectBox-hover' : undefined}
								style={choice === activeChoice ? ACTIVE : OPTION}
								aria-selected={choice.selected}
								aria-disabled={choice.disabled || undefined}
								onMouseDown={(event) => event.preventDefault()}
								onClick={() => pick(choice.index)}
							>
								{choice.label}
							</li>
						))}
					</ul>
					{shown.length === 0 && (
						<span className="no-results" role="status">
							{noResults()} <span>"{query}"</span>
						</span>
					)}
				</span>
			)}
		</span>
	);
}
