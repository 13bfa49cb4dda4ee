/**
 * The "Variation Swatches for WooCommerce" part of the form, a chunk of its
 * own (the plugin is a script of its own too): a page fetches it only when it
 * prints swatch lists and `woo_variation_swatches_options`. It finds the
 * swatch lists (`ul.variable-items-wrapper[data-attribute_name]`, each in the
 * same cell as its select) and tells the form what to render for them: the
 * list through `SwatchGroup`, and the chosen value after the attribute's label
 * (`span.woo-selected-variation-item-name`, "Color" + ": Blue").
 */
import type { SwatchesOptions } from '../../contracts/variations';
import type { Enhance, ServerProps } from '../../runtime/react/server-tree';
import type { FormModel } from './form-engine';
import { nodesOf } from './server-html';
import { SwatchGroup, type SwatchGroupMarkup } from './swatch-group';
import { variationLabelSuffix } from './swatch-logic';
import { swatchItems, swatchSettings } from './swatch-view';

const LABEL_SPAN = 'woo-selected-variation-item-name';

export interface SwatchLayer {
	/** The attribute of the first list, whose first usable swatch takes the focus after a reset. */
	first: string;
	/** Props for the swatch lists and their labels; null for every other element. */
	enhance(node: Element, model: FormModel, choose: (name: string) => (value: string) => void, enhanceRest: Enhance): ServerProps | null;
}

function swatchGroups(printed: Element): SwatchGroupMarkup[] {
	const groups: SwatchGroupMarkup[] = [];
	for (const list of printed.querySelectorAll('ul.variable-items-wrapper[data-attribute_name]')) {
		const cell = list.parentElement as Element;
		if (!cell.querySelector('select')) continue;
		// The label cell sits before it, in a table row or a theme's div row.
		const row = list.closest('tr') || cell.parentElement;
		const label = row && row.querySelector('.label');
		const items = [...list.querySelectorAll('li.variable-item')].map((element) => ({
			element,
			value: element.getAttribute('data-value') || '',
			title: element.getAttribute('data-title') || element.getAttribute('data-value') || '',
		}));
		groups.push({ list, name: list.getAttribute('data-attribute_name') as string, label, labelSpan: label && label.querySelector('.' + LABEL_SPAN), items });
	}
	return groups;
}

/** The layer for the printed form, or null when it has no swatch list. */
export function createSwatchLayer(printed: Element, options: SwatchesOptions): SwatchLayer | null {
	const groups = swatchGroups(printed);
	if (!groups.length) return null;
	const settings = swatchSettings(options);
	const names = groups.map((group) => group.name);
	return {
		first: names[0],
		enhance(node, model, choose, enhanceRest) {
			const group = groups.find((candidate) => candidate.list === node || candidate.label === node || candidate.labelSpan === node);
			if (!group) return null;
			const live = model.revision > 0;
			if (node === group.list) {
				const views = live ? swatchItems(group.name, group.items, names, { ...model, variations: model.variations || [] }, settings) : null;
				return { children: <SwatchGroup group={group} views={views} revision={model.revision} settings={settings} onChoose={choose(group.name)} /> };
			}
			if (!settings.showLabel) return null;
			const chosen = model.chosen[group.name];
			const item = group.items.find((candidate) => chosen && candidate.value === chosen);
			const suffix = variationLabelSuffix(settings.separator, item ? item.title : '');
			if (node === group.labelSpan) return live ? { children: suffix } : null;
			if (group.labelSpan) return null;
			// Keyed from the first render, so adding the span leaves the printed label as it is.
			const span = live && (
				<span key="label" className={LABEL_SPAN} data-default="">
					{suffix}
				</span>
			);
			return { children: [...nodesOf(node, enhanceRest), span] };
		},
	};
}
