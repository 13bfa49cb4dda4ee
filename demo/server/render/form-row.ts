/**
 * One field the way woocommerce_form_field() prints it: `p.form-row` with a
 * label, the control inside `span.woocommerce-input-wrapper`, and an optional
 * `span.description` next to the control, which woocommerce.js slides open
 * while the field has focus (contract §2.10, §7).
 */
import { type Html, html } from '../http/html';

export interface FormRowOptions {
	id: string;
	name: string;
	label: string;
	value: string;
	/** `form-row-first`, `form-row-last` or `form-row-wide`. */
	width: 'first' | 'last' | 'wide';
	required?: boolean;
	type?: 'text' | 'email';
	autocomplete?: string;
	description?: string;
	/** A select instead of an input: value → label. */
	options?: readonly (readonly [value: string, label: string])[];
}

export function formRow(o: FormRowOptions): Html {
	const requiredMark = o.required ? html`&nbsp;<span class="required" aria-hidden="true">*</span>` : html`&nbsp;<span class="optional">(optional)</span>`;
	const describedBy = o.description ? `${o.id}-description` : undefined;
	const control = o.options
		? html`<select name="${o.name}" id="${o.id}" class="select "${o.required ? html` aria-required="true"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>${o.options.map(([value, label]) => html`<option value="${value}"${value === o.value ? html` selected="selected"` : ''}>${label}</option>`)}</select>`
		: html`<input type="${o.type ?? 'text'}" class="input-text " name="${o.name}" id="${o.id}" placeholder="" value="${o.value}"${o.required ? html` aria-required="true"` : ''}${o.autocomplete ? html` autocomplete="${o.autocomplete}"` : ''}${describedBy ? html` aria-describedby="${describedBy}"` : ''}>`;
	const description = o.description ? html`<span class="description" id="${describedBy}" aria-hidden="true">${o.description}</span>` : '';
	const classes = `form-row form-row-${o.width}${o.required ? ' validate-required' : ''}${o.type === 'email' ? ' validate-email' : ''}`;
	return html`<p class="${classes}" id="${o.id}_field"><label for="${o.id}"${o.required ? html` class="required_field"` : ''}>${o.label}${requiredMark}</label><span class="woocommerce-input-wrapper">${control}${description}</span></p>`;
}
