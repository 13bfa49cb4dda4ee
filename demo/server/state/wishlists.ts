/**
 * The wishlist plugin's tables, in memory: lists (id, 12-character token,
 * name, privacy, default flag, owner) and their items (item id, product id,
 * quantity, position, date added). An owner is a logged-in user (`user:<id>`)
 * or a guest, named by the plugin's own session cookie (`guest:<session>`).
 *
 * Each server keeps its store beside its other state (a WeakMap on the
 * DemoState), so parallel test servers never share a list.
 */
import { randomBytes } from 'node:crypto';
import type { DemoState } from '../context';

export type Privacy = 0 | 1 | 2;

export interface WishlistItem {
	itemId: number;
	productId: number;
	quantity: number;
	position: number;
	added: number;
}

export interface Wishlist {
	id: number;
	token: string;
	name: string;
	privacy: Privacy;
	isDefault: boolean;
	owner: string;
	items: WishlistItem[];
}

/** An ask-an-estimate request, kept so tests and QA can see what was sent. */
export interface EstimateRequest {
	token: string;
	email: string;
	notes: string;
	/** The extra fields the site configured (yith_wcwl_ask_an_estimate_fields), label → sanitized value. */
	fields?: Record<string, string>;
	at: number;
}

export const DEFAULT_NAME = 'My wishlist';
const TOKEN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** The plugin refuses names of 65535 characters and more; so does the demo. */
export const MAX_NAME = 65_534;

export class WishlistStore {
	private readonly lists: Wishlist[] = [];
	readonly estimates: EstimateRequest[] = [];
	private nextListId = 1;
	private nextItemId = 1;

	all(): readonly Wishlist[] {
		return this.lists;
	}

	listsOf(owner: string): Wishlist[] {
		return this.lists.filter((list) => list.owner === owner);
	}

	byId(id: number): Wishlist | undefined {
		return this.lists.find((list) => list.id === id);
	}

	byToken(token: string): Wishlist | undefined {
		return this.lists.find((list) => list.token === token);
	}

	/** An id, a token or '' (the owner's default list, created when missing), as the plugin accepts. */
	resolve(ref: string, owner: string, createDefault: boolean): Wishlist | undefined {
		if (ref === '' || ref === '0') return this.defaultOf(owner, createDefault);
		if (/^\d+$/.test(ref)) return this.byId(Number(ref));
		return this.byToken(ref);
	}

	defaultOf(owner: string, create: boolean): Wishlist | undefined {
		const mine = this.listsOf(owner);
		return mine.find((list) => list.isDefault) ?? mine[0] ?? (create ? this.create(owner, DEFAULT_NAME, 0, true) : undefined);
	}

	create(owner: string, name: string, privacy: Privacy, isDefault = false): Wishlist {
		const list: Wishlist = { id: this.nextListId++, token: this.newToken(), name, privacy, isDefault, owner, items: [] };
		this.lists.push(list);
		return list;
	}

	remove(list: Wishlist): void {
		this.lists.splice(this.lists.indexOf(list), 1);
	}

	/** Adds the product; false when it is already there (the plugin's 'exists'). */
	add(list: Wishlist, productId: number, quantity = 1): boolean {
		if (list.items.some((item) => item.productId === productId)) return false;
		// Position 0, as the plugin stores a new item: only a drag-sort numbers them.
		list.items.push({ itemId: this.nextItemId++, productId, quantity, position: 0, added: Date.now() });
		return true;
	}

	removeProduct(list: Wishlist, productId: number): boolean {
		const at = list.items.findIndex((item) => item.productId === productId);
		if (at < 0) return false;
		list.items.splice(at, 1);
		return true;
	}

	findItem(itemId: number): { list: Wishlist; item: WishlistItem } | undefined {
		for (const list of this.lists) {
			const item = list.items.find((entry) => entry.itemId === itemId);
			if (item) return { list, item };
		}
		return undefined;
	}

	/** Items in display order: by position, then newest first (the plugin's `position ASC, ID DESC`). */
	ordered(list: Wishlist): WishlistItem[] {
		return [...list.items].sort((a, b) => a.position - b.position || b.itemId - a.itemId);
	}


	clear(): void {
		this.lists.length = 0;
		this.estimates.length = 0;
	}

	private newToken(): string {
		let token: string;
		do token = Array.from(randomBytes(12), (byte) => TOKEN_ALPHABET[byte % TOKEN_ALPHABET.length]).join('');
		while (this.byToken(token));
		return token;
	}
}

const stores = new WeakMap<DemoState, WishlistStore>();

export function wishlistStore(state: DemoState): WishlistStore {
	let store = stores.get(state);
	if (!store) stores.set(state, (store = new WishlistStore()));
	return store;
}
