/**
 * The tier's hands on the shop's server side, through the kit's own tools: PHP with WordPress
 * loaded (`bin/wp-eval.php`, as the admin) and the cart/checkout page switch (`bin/cart-mode.sh`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { kitDir, shopEnv } from './shop';

/** A value handed to PHP as JSON, never spliced into PHP source as text. */
export const phpValue = (value: unknown): string => `json_decode(base64_decode('${Buffer.from(JSON.stringify(value)).toString('base64')}'), true)`;

export type CartMode = 'classic' | 'blocks';

/**
 * The kit's tools (from `kit`) bound to one shop: `env()` names it (WP_DIR, WP_PORT, WP_DB_PORT), read at each
 * call, so a shop that is named only once a test runs (the plugin test's `WP_DIR`) can be bound at import.
 */
export function kitTools(env: () => NodeJS.ProcessEnv, kit = kitDir) {
	function run(command: string, args: string[]): string {
		const result = spawnSync(command, args, { env: { ...process.env, ...env() }, encoding: 'utf8' });
		if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}): ${result.stderr}${result.stdout}`);
		return result.stdout;
	}

	/** Runs PHP inside WordPress (as the admin) and returns what it printed. */
	const wpEval = (php: string): string => run('php', [path.join(kit, 'bin/wp-eval.php'), php]);

	/** Runs PHP that echoes `wp_json_encode(...)` and parses it. Values travel as JSON, never spliced into PHP strings. */
	const wpEvalJson = <T>(php: string): T => JSON.parse(wpEval(php)) as T;

	/** An option's value now, or undefined when it is not set. */
	function getOption(name: string): unknown {
		const option = wpEvalJson<{ set: boolean; value: unknown }>(
			`$v = get_option(${phpValue(name)}, null); echo wp_json_encode(array('set' => null !== $v, 'value' => $v));`,
		);
		return option.set ? option.value : undefined;
	}

	/** Stores an option; undefined deletes it. */
	function setOption(name: string, value: unknown): void {
		if (value === undefined) wpEval(`delete_option(${phpValue(name)});`);
		else wpEval(`update_option(${phpValue(name)}, ${phpValue(value)});`);
	}

	/** Sets an option for the length of `body` and puts the old value back, whatever happens. */
	async function withOption<T>(name: string, value: unknown, body: () => Promise<T>): Promise<T> {
		const before = getOption(name);
		setOption(name, value);
		try {
			return await body();
		} finally {
			setOption(name, before);
		}
	}

	/** Switches the cart and checkout pages between WooCommerce's blocks (the default) and the classic shortcodes. */
	const setCartMode = (mode: CartMode): void => void run('bash', [path.join(kit, 'bin/cart-mode.sh'), mode]);

	return { wpEval, wpEvalJson, getOption, setOption, withOption, setCartMode };
}

export const { wpEval, wpEvalJson, getOption, setOption, withOption, setCartMode } = kitTools(() => shopEnv);

/** The meta of an order, `_wc_order_attribution_*` keys included (HPOS or posts, WooCommerce decides). */
export const orderMeta = (orderId: number): Record<string, string> =>
	wpEvalJson(
		`$order = wc_get_order(${Number(orderId)}); $meta = array(); foreach ($order->get_meta_data() as $m) { $meta[$m->key] = $m->value; } echo wp_json_encode($meta);`,
	);

/** The kit's value of every option a journey switches. */
const SHOP_DEFAULTS: Record<string, string> = {
	woocommerce_demo_store: 'no',
	yith_wcwl_after_add_to_wishlist_behaviour: 'view',
};

/**
 * Puts back what a journey may have switched, should a run have died before its own restore,
 * and finishes a fresh install as a live shop is: WooCommerce's activation leaves a transient
 * that sends the first admin page of a fresh shop (CI's every run) to its setup wizard.
 */
export function prepareShop(): void {
	setCartMode('blocks');
	for (const [name, value] of Object.entries(SHOP_DEFAULTS)) setOption(name, value);
	wpEval(`delete_transient('_wc_activation_redirect');`);
}
