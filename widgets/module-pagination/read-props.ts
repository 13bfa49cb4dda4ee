/**
 * A block's props from its markup: the settings object the theme printed as
 * `var <data-unique> = {...}` and `jnewsoption`. Without either, or without
 * the container, the block keeps its printed links (theme-ajax.md §0.4).
 */
import { AJAX_PAGINATION_MODES, isModuleAttribute, type ModuleAttribute, scrollLimit } from '../../contracts/theme/module';
import { themeOptions } from '../../runtime/theme/endpoint';

export interface ModuleProps {
	attribute: ModuleAttribute;
	prefix: string;
	lang: string;
	mode: string;
	scrollLimit: number;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function readModuleProps(element: HTMLElement): ModuleProps | null {
	const uid = element.dataset.unique ?? '';
	const options = themeOptions();
	if (!options || !IDENTIFIER.test(uid) || !element.querySelector('.jeg_block_container')) return null;
	const attribute = (globalThis as Record<string, unknown>)[uid];
	if (!isModuleAttribute(attribute)) {
		if (attribute !== undefined) console.warn(`[islands] ${uid} is not a block settings object; the block keeps its links.`);
		return null;
	}
	// Other modes print plain page links; only a category filter would still page by AJAX.
	const ajaxMode = (AJAX_PAGINATION_MODES as readonly string[]).includes(attribute.pagination_mode);
	if (!ajaxMode && !element.querySelector('.subclass-filter')) return null;
	return { attribute, prefix: options.modulePrefix, lang: options.language, mode: attribute.pagination_mode, scrollLimit: scrollLimit(attribute) };
}
