/**
 * Puts the recorder's own shop into the states the fixtures need, through
 * the kit's wp-eval.php and cart-mode.sh. Every step sets its state
 * outright (never toggles), so a second recording starts from the same shop.
 * This changes options and products: run it against a shop of your own,
 * never the shared one.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kitTools, phpValue } from '../e2e/wordpress/server';

export interface ShopIds {
	mug: number;
	tshirt: number;
	poster: number;
	notebook: number;
	hoodie: number;
	hoodieS: number;
	hoodieM: number;
}

export class ShopState {
	/**
	 * The kit's scripts find the database by `WP_DB_PORT` and the site by `WP_PORT`, with the
	 * shared shop's ports as defaults: both are set here from the shop itself, so an eval can
	 * never land in another shop's database.
	 */
	private readonly kit: ReturnType<typeof kitTools>;

	constructor(
		kit: string,
		private readonly wpDir: string,
		url: string,
	) {
		const dbPort = /^port=(\d+)$/m.exec(readFileSync(join(wpDir, 'db/my.cnf'), 'utf8'))?.[1];
		if (!dbPort) throw new Error(`no port in ${wpDir}/db/my.cnf`);
		const env = { WP_DIR: wpDir, WP_PORT: new URL(url).port || '80', WP_DB_PORT: dbPort };
		this.kit = kitTools(() => env, kit);
		const home = this.eval("echo home_url( '/' );").trim();
		if (home !== new URL('/', url).href) throw new Error(`WP_DIR ${wpDir} serves ${home}, not ${url}`);
	}

	/** Runs PHP inside WordPress as the admin and returns what it echoed. */
	eval(code: string): string {
		return this.kit.wpEval(code);
	}

	ids(): ShopIds {
		const bySku = JSON.parse(
			this.eval(
				"$ids = array(); foreach ( array( 'TEST-001', 'TEST-002', 'TEST-003', 'TEST-004', 'TEST-VAR', 'TEST-VAR-S', 'TEST-VAR-M' ) as $sku ) { $ids[ $sku ] = wc_get_product_id_by_sku( $sku ); } echo wp_json_encode( $ids );",
			),
		) as Record<string, number>;
		return {
			mug: bySku['TEST-001'],
			tshirt: bySku['TEST-002'],
			poster: bySku['TEST-003'],
			notebook: bySku['TEST-004'],
			hoodie: bySku['TEST-VAR'],
			hoodieS: bySku['TEST-VAR-S'],
			hoodieM: bySku['TEST-VAR-M'],
		};
	}

	setOption(name: string, value: string): void {
		this.kit.setOption(name, value);
	}

	/** Sets options for the length of `body` and puts the old values back, whatever happens. */
	async withOptions<T>(options: Record<string, string>, body: () => Promise<T>): Promise<T> {
		const [first, ...rest] = Object.entries(options);
		if (!first) return body();
		return this.kit.withOption(first[0], first[1], () => this.withOptions(Object.fromEntries(rest), body));
	}

	/** The products and pages the tier stages (`wordpress/tests/stage-shop.php`, idempotent): their ids by key. */
	stage(stageFile: string): Record<string, number> {
		return JSON.parse(this.eval(`require ${phpValue(stageFile)};`)) as Record<string, number>;
	}

	/** `[woocommerce_cart]`/`[woocommerce_checkout]` shortcodes, or the blocks the installer made. */
	cartMode(mode: 'classic' | 'blocks'): void {
		this.kit.setCartMode(mode);
	}

	/** Every simple product in stock (100, as the kit makes them) but `outOfStock` (the loop's out-of-stock button). */
	stockSimpleProducts(ids: ShopIds, outOfStock: number | null): void {
		this.eval(
			`foreach ( array( ${ids.mug}, ${ids.tshirt}, ${ids.poster}, ${ids.notebook} ) as $id ) { $p = wc_get_product( $id ); $p->set_stock_quantity( $id === ${outOfStock ?? 0} ? 0 : 100 ); $p->save(); }`,
		);
	}

	/**
	 * The hoodie's two variations: which one has its own picture and which is out of stock.
	 * A variation without a picture is what makes WooCommerce print `"srcset": false`.
	 */
	setVariations(ids: ShopIds, states: Record<'S' | 'M', { image: boolean; inStock: boolean }>): void {
		const image = this.variationImage();
		for (const [size, id] of [
			['S', ids.hoodieS],
			['M', ids.hoodieM],
		] as const) {
			const state = states[size];
			this.eval(
				`$v = wc_get_product( ${id} ); $v->set_image_id( ${state.image ? image : 0} ); $v->set_manage_stock( false );
				$v->set_stock_status( '${state.inStock ? 'instock' : 'outofstock'}' ); $v->save();`,
			);
		}
		this.eval(`WC_Product_Variable::sync( ${ids.hoodie} ); wc_delete_product_transients( ${ids.hoodie} );`);
	}

	/** A generated 600×600 PNG in the media library (made once), so WooCommerce prints srcset and sizes. */
	private variationImage(): number {
		return Number(
			this.eval(`
				$found = get_posts( array( 'post_type' => 'attachment', 'title' => 'Recorded variation image', 'fields' => 'ids', 'post_status' => 'inherit' ) );
				if ( $found ) { echo $found[0]; return; }
				require_once ABSPATH . 'wp-admin/includes/image.php';
				$canvas = imagecreatetruecolor( 600, 600 );
				imagefill( $canvas, 0, 0, imagecolorallocate( $canvas, 40, 120, 200 ) );
				ob_start(); imagepng( $canvas ); $png = ob_get_clean();
				$upload = wp_upload_bits( 'recorded-variation.png', null, $png );
				$id = wp_insert_attachment( array( 'post_title' => 'Recorded variation image', 'post_mime_type' => 'image/png', 'post_status' => 'inherit' ), $upload['file'] );
				wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
				update_post_meta( $id, '_wp_attachment_image_alt', 'Blue hoodie' );
				echo $id;
			`),
		);
	}

	/**
	 * WordPress prints `wpApiSettings` only where a script needs `wp-api-request`: a must-use
	 * plugin enqueues it on the account page, as a theme or plugin using the REST API would.
	 */
	enqueueRestApiOnAccountPage(): void {
		const dir = join(this.wpDir, 'site/wp-content/mu-plugins');
		mkdirSync(dir, { recursive: true });
		writeFileSync(
			join(dir, REST_MU_PLUGIN),
			"<?php\n// Written by scripts/wordpress/record-fixtures.ts: prints wpApiSettings on the account page.\nadd_action( 'wp_enqueue_scripts', function () { if ( function_exists( 'is_account_page' ) && is_account_page() ) { wp_enqueue_script( 'wp-api-request' ); } } );\n",
		);
	}

	removeRestApiPlugin(): void {
		rmSync(join(this.wpDir, 'site/wp-content/mu-plugins', REST_MU_PLUGIN), { force: true });
	}
}

const REST_MU_PLUGIN = 'islands-record-rest-api.php';

