/**
 * Module (block) paging on the theme endpoint (theme-ajax.md §1): the block
 * settings the markup carries in `window[<uid>]`, the request built from them
 * and the `{content, next, prev}` answer.
 */
import { type Guard, isBoolean, isRecord, isString, shape } from '../guard';
import { numberOf } from './number';

/** Block settings (spec §3): strings in practice; page builders nest `pagination_number_post` as `{size}`. */
export type ModuleAttribute = Record<string, unknown> & { class: string; pagination_mode: string };

export const isModuleAttribute: Guard<ModuleAttribute> = (value): value is ModuleAttribute =>
	isRecord(value) && isString(value.class) && /^[A-Za-z0-9_]+$/.test(value.class) && isString(value.pagination_mode);

export type FilterType = 'all' | 'category' | 'author' | 'tag';
export const FILTER_TYPES: readonly FilterType[] = ['all', 'category', 'author', 'tag'];

/** The instance state sent as `data` (spec §3 "Module state"). */
export interface ModuleData {
	filter: string | number;
	filter_type: FilterType;
	current_page: number;
	attribute: ModuleAttribute;
}

/** The whole request object; its JSON text is also the cache key. */
export interface ModuleRequest {
	action: string;
	module: true;
	data: ModuleData;
	lang: string;
}

export const moduleAction = (prefix: string, attribute: ModuleAttribute): string => `${prefix}${attribute.class}`;

export function moduleRequest(prefix: string, data: ModuleData, lang: string): ModuleRequest {
	return { action: moduleAction(prefix, data.attribute), module: true, data, lang };
}

export interface ModuleResponse {
	content: string;
	next: boolean;
	prev: boolean;
}

export const isModuleResponse: Guard<ModuleResponse> = shape({ content: isString, next: isBoolean, prev: isBoolean });

/** Pagination modes that page by AJAX (the others print plain links). */
export const AJAX_PAGINATION_MODES = ['nextprev', 'loadmore', 'scrollload'] as const;
export type AjaxPaginationMode = (typeof AJAX_PAGINATION_MODES)[number];

/** `pagination_scroll_limit` as a page count; 0 (or unreadable) is unlimited. */
export function scrollLimit(attribute: ModuleAttribute): number {
	const limit = numberOf(attribute.pagination_scroll_limit);
	return Number.isInteger(limit) && limit > 0 ? limit : 0;
}

/** The empty block the server sends when a page has no posts. */
export const EMPTY_MODULE_HTML = "<div class='jeg_empty_module'>No Content Available</div>";
