<?php
/**
 * What each widget is, in words for the site operator: the settings screen's one catalogue.
 *
 * @package ShopIslands
 */

defined( 'ABSPATH' ) || exit;

/**
 * The widget catalogue: groups, widgets (human name, one sentence, group), the owners of the
 * script handles the widgets replace, and which of those plugins or themes this site runs.
 *
 * Which handles a widget replaces is not repeated here: that is Shop_Islands_Handle_Map (after its
 * filter); this file only names who registers each handle. Every string is a literal in a gettext
 * call, so xgettext over the plugin's PHP finds it.
 */
final class Shop_Islands_Catalogue {

	/**
	 * Providers: the plugin or theme a group or a widget serves.
	 */
	const WOOCOMMERCE = 'woocommerce';
	const WISHLIST    = 'yith-wishlist';
	const JNEWS       = 'jnews';

	/**
	 * The groups, in screen order: key => name, what they serve, and the providers one of which
	 * must be active for the group to have anything to do (none: always).
	 *
	 * @return array<string, array{name: string, text: string, providers: string[]}>
	 */
	public static function groups() {
		return array(
			'shop'        => array(
				'name'      => __( 'Shop', 'shop-islands' ),
				'text'      => __( 'Add to cart, the mini-cart, the cart and the shop pages of WooCommerce.', 'shop-islands' ),
				'providers' => array( self::WOOCOMMERCE ),
			),
			'product'     => array(
				'name'      => __( 'Product page', 'shop-islands' ),
				'text'      => __( 'The product gallery, tabs, reviews and variation choices on WooCommerce product pages.', 'shop-islands' ),
				'providers' => array( self::WOOCOMMERCE ),
			),
			'wishlist'    => array(
				'name'      => __( 'Wishlist', 'shop-islands' ),
				'text'      => __( 'The YITH WooCommerce Wishlist buttons and wishlist page.', 'shop-islands' ),
				'providers' => array( self::WISHLIST ),
			),
			'lightbox'    => array(
				'name'      => __( 'Lightbox and dialogs', 'shop-islands' ),
				'text'      => __( 'Image popups opened from links (prettyPhoto, as WooCommerce, the wishlist plugin and themes print them) and dialogs opened from buttons.', 'shop-islands' ),
				'providers' => array(),
			),
			'news-reader' => array(
				'name'      => __( 'News theme: reader features', 'shop-islands' ),
				'text'      => __( 'What the JNews theme does in the reader\'s browser: menus, sliders, sticky header, dark mode, sharing, text size.', 'shop-islands' ),
				'providers' => array( self::JNEWS ),
			),
			'news-ajax'   => array(
				'name'      => __( 'News theme: AJAX features', 'shop-islands' ),
				'text'      => __( 'What the JNews theme asks its server for while a page is open: more posts, live search, login popups, comments, view counts.', 'shop-islands' ),
				'providers' => array( self::JNEWS ),
			),
			'wordpress'   => array(
				'name'      => __( 'WordPress', 'shop-islands' ),
				'text'      => __( 'Helpers for any WordPress site.', 'shop-islands' ),
				'providers' => array(),
			),
		);
	}

	/**
	 * The widgets: build name => group, human name, one sentence on what it does, and an optional
	 * `none` sentence for a widget that replaces no script (it adds behaviour).
	 *
	 * @return array<string, array{group: string, name: string, text: string, none?: string}>
	 */
	public static function widgets() {
		$adds = __( 'No script: it adds this behaviour, and turning it off takes nothing else off.', 'shop-islands' );
		return array(
			// Shop.
			'add-to-cart'       => array(
				'group' => 'shop',
				'name'  => __( 'Add to cart buttons', 'shop-islands' ),
				'text'  => __( 'Adds products to the cart from shop and category pages without leaving the page.', 'shop-islands' ),
			),
			'mini-cart'         => array(
				'group' => 'shop',
				'name'  => __( 'Mini-cart remove links', 'shop-islands' ),
				'text'  => __( 'Removes an item from the mini-cart (the Cart widget) without reloading the page.', 'shop-islands' ),
			),
			'cart-fragments'    => array(
				'group' => 'shop',
				'name'  => __( 'Cart fragments', 'shop-islands' ),
				'text'  => __( 'Keeps the header cart and the mini-cart up to date with the visitor\'s cart, also on cached pages.', 'shop-islands' ),
			),
			'cart-page-remove'  => array(
				'group' => 'shop',
				'name'  => __( 'Cart page removal focus', 'shop-islands' ),
				'text'  => __( 'After an item is removed on the cart page, puts keyboard focus back on the nearest row.', 'shop-islands' ),
				'none'  => __( 'No script: WooCommerce\'s cart page script stays; this adds the focus.', 'shop-islands' ),
			),
			'cart-remove-key'   => array(
				'group' => 'shop',
				'name'  => __( 'Remove links by keyboard', 'shop-islands' ),
				'text'  => __( 'Lets the Space key press a cart remove link where no add-to-cart script is printed.', 'shop-islands' ),
				'none'  => $adds,
			),
			'store-notice'      => array(
				'group' => 'shop',
				'name'  => __( 'Store notice', 'shop-islands' ),
				'text'  => __( 'Shows the store-wide notice and remembers when a visitor dismisses it.', 'shop-islands' ),
			),
			'coming-soon'       => array(
				'group' => 'shop',
				'name'  => __( 'Coming-soon banner', 'shop-islands' ),
				'text'  => __( 'Lets a store manager dismiss the banner shown while the store is in coming-soon mode.', 'shop-islands' ),
			),
			'quantity'          => array(
				'group' => 'shop',
				'name'  => __( 'Quantity fields', 'shop-islands' ),
				'text'  => __( 'Shows the minimum quantity in quantity fields printed below it.', 'shop-islands' ),
			),
			'password-toggle'   => array(
				'group' => 'shop',
				'name'  => __( 'Show password buttons', 'shop-islands' ),
				'text'  => __( 'Adds a show/hide button to the password fields of account and checkout forms.', 'shop-islands' ),
			),
			'ordering'          => array(
				'group' => 'shop',
				'name'  => __( 'Shop sorting', 'shop-islands' ),
				'text'  => __( 'Sorts the shop when the sort order is changed, and announces the result count.', 'shop-islands' ),
			),
			'field-description' => array(
				'group' => 'shop',
				'name'  => __( 'Form field hints', 'shop-islands' ),
				'text'  => __( 'Shows a checkout or account field\'s description while the field has focus.', 'shop-islands' ),
			),
			'shop-notices'      => array(
				'group' => 'shop',
				'name'  => __( 'Shop notices', 'shop-islands' ),
				'text'  => __( 'Scrolls to and focuses the page\'s first error or success notice.', 'shop-islands' ),
			),
			'order-attribution' => array(
				'group' => 'shop',
				'name'  => __( 'Order attribution', 'shop-islands' ),
				'text'  => __( 'Records where a visitor came from and sends it with the order or registration.', 'shop-islands' ),
			),
			// Product page.
			'product-gallery'   => array(
				'group' => 'product',
				'name'  => __( 'Product image gallery', 'shop-islands' ),
				'text'  => __( 'The product page\'s image slider, its zoom on hover and its full-screen view.', 'shop-islands' ),
			),
			'product-tabs'      => array(
				'group' => 'product',
				'name'  => __( 'Product tabs and review stars', 'shop-islands' ),
				'text'  => __( 'Switches the description, information and reviews tabs, and the review form\'s star rating.', 'shop-islands' ),
			),
			'variations'        => array(
				'group' => 'product',
				'name'  => __( 'Variation choices', 'shop-islands' ),
				'text'  => __( 'Lets a visitor choose a variable product\'s options and shows the chosen variation\'s price, stock and image.', 'shop-islands' ),
			),
			// Wishlist.
			'wishlist'          => array(
				'group' => 'wishlist',
				'name'  => __( 'Wishlist', 'shop-islands' ),
				'text'  => __( 'The "Add to wishlist" buttons and the wishlist page: adding, removing, moving to the cart, sharing.', 'shop-islands' ),
			),
			// Lightbox and dialogs.
			'lightbox'          => array(
				'group' => 'lightbox',
				'name'  => __( 'Lightbox', 'shop-islands' ),
				'text'  => __( 'Opens linked images and galleries in a popup (prettyPhoto links, and the news theme\'s article galleries).', 'shop-islands' ),
			),
			'dialog-opener'     => array(
				'group' => 'lightbox',
				'name'  => __( 'Dialog buttons', 'shop-islands' ),
				'text'  => __( 'Opens content printed on the page in an accessible dialog from a button marked data-dialog-open.', 'shop-islands' ),
				'none'  => $adds,
			),
			// News theme: reader features.
			'account-form'      => array(
				'group' => 'news-reader',
				'name'  => __( 'Edit account form', 'shop-islands' ),
				'text'  => __( 'Offers the matching display names when a reader changes their name on the theme\'s account page.', 'shop-islands' ),
			),
			'author-box'        => array(
				'group' => 'news-reader',
				'name'  => __( 'Author box', 'shop-islands' ),
				'text'  => __( 'Expands a shortened author biography on click.', 'shop-islands' ),
			),
			'cookie-notice'     => array(
				'group' => 'news-reader',
				'name'  => __( 'Cookie notice', 'shop-islands' ),
				'text'  => __( 'Shows the theme\'s cookie notice until the reader accepts it.', 'shop-islands' ),
			),
			'dark-mode'         => array(
				'group' => 'news-reader',
				'name'  => __( 'Dark mode', 'shop-islands' ),
				'text'  => __( 'Switches the theme between light and dark and remembers the reader\'s choice.', 'shop-islands' ),
			),
			'floating-video'    => array(
				'group' => 'news-reader',
				'name'  => __( 'Floating video', 'shop-islands' ),
				'text'  => __( 'Keeps an article\'s featured video playing in a corner while the reader scrolls on.', 'shop-islands' ),
			),
			'gif-player'        => array(
				'group' => 'news-reader',
				'name'  => __( 'GIF player', 'shop-islands' ),
				'text'  => __( 'Shows animated GIFs in articles still, with a play button.', 'shop-islands' ),
			),
			'lazy-image'        => array(
				'group' => 'news-reader',
				'name'  => __( 'Lazy images', 'shop-islands' ),
				'text'  => __( 'Loads the theme\'s images and backgrounds when they come near the screen.', 'shop-islands' ),
			),
			'masonry'           => array(
				'group' => 'news-reader',
				'name'  => __( 'Masonry layout', 'shop-islands' ),
				'text'  => __( 'Lays out the masonry post block in columns, also after more posts load.', 'shop-islands' ),
			),
			'mobile-menu'       => array(
				'group' => 'news-reader',
				'name'  => __( 'Mobile menu', 'shop-islands' ),
				'text'  => __( 'Opens and closes the off-canvas menu on small screens.', 'shop-islands' ),
			),
			'nav-menu'          => array(
				'group' => 'news-reader',
				'name'  => __( 'Drop-down menus', 'shop-islands' ),
				'text'  => __( 'Opens the main menu\'s submenus on hover and keyboard focus.', 'shop-islands' ),
			),
			'news-ticker'       => array(
				'group' => 'news-reader',
				'name'  => __( 'News ticker', 'shop-islands' ),
				'text'  => __( 'Cycles the headlines of the news ticker, with previous and next buttons.', 'shop-islands' ),
			),
			'overlay-slider'    => array(
				'group' => 'news-reader',
				'name'  => __( 'Overlay slider', 'shop-islands' ),
				'text'  => __( 'The full-width overlay slider block with its thumbnail strip.', 'shop-islands' ),
			),
			'popup-post'        => array(
				'group' => 'news-reader',
				'name'  => __( 'Next-post popup', 'shop-islands' ),
				'text'  => __( 'Shows the "read next" popup near the end of an article.', 'shop-islands' ),
			),
			'reading-progress'  => array(
				'group' => 'news-reader',
				'name'  => __( 'Reading progress bar', 'shop-islands' ),
				'text'  => __( 'Fills the progress bar as the reader moves through an article.', 'shop-islands' ),
			),
			'scroll-to-top'     => array(
				'group' => 'news-reader',
				'name'  => __( 'Scroll to top button', 'shop-islands' ),
				'text'  => __( 'Shows a button back to the top of the page once the reader has scrolled down.', 'shop-islands' ),
			),
			'slider'            => array(
				'group' => 'news-reader',
				'name'  => __( 'Sliders and carousels', 'shop-islands' ),
				'text'  => __( 'The theme\'s post carousels, post sliders, hero blocks and featured galleries.', 'shop-islands' ),
			),
			'sticky-header'     => array(
				'group' => 'news-reader',
				'name'  => __( 'Sticky header', 'shop-islands' ),
				'text'  => __( 'Keeps the header bar at the top of the window while scrolling, as the theme\'s options set it.', 'shop-islands' ),
			),
			'sticky-sidebar'    => array(
				'group' => 'news-reader',
				'name'  => __( 'Sticky sidebar', 'shop-islands' ),
				'text'  => __( 'Keeps the sidebar and the floating share bar in view beside a long article.', 'shop-islands' ),
			),
			'tabbed-posts'      => array(
				'group' => 'news-reader',
				'name'  => __( 'Tabbed posts widget', 'shop-islands' ),
				'text'  => __( 'Switches the tabs of the tabbed posts widget (popular, recent, comments).', 'shop-islands' ),
			),
			'video-playlist'    => array(
				'group' => 'news-reader',
				'name'  => __( 'Video playlist', 'shop-islands' ),
				'text'  => __( 'Plays the chosen video of the video playlist block.', 'shop-islands' ),
			),
			'zoom'              => array(
				'group' => 'news-reader',
				'name'  => __( 'Article text size', 'shop-islands' ),
				'text'  => __( 'The theme\'s buttons that make an article\'s text larger or smaller (not the product image zoom).', 'shop-islands' ),
			),
			'share-buttons'     => array(
				'group' => 'news-reader',
				'name'  => __( 'Share buttons', 'shop-islands' ),
				'text'  => __( 'Opens the share buttons\' popups and shows the more-buttons toggle.', 'shop-islands' ),
			),
			'selection-share'   => array(
				'group' => 'news-reader',
				'name'  => __( 'Share selected text', 'shop-islands' ),
				'text'  => __( 'Offers share buttons over text the reader selects in an article.', 'shop-islands' ),
			),
			'theme-storage'     => array(
				'group' => 'news-reader',
				'name'  => __( 'Theme storage clean-up', 'shop-islands' ),
				'text'  => __( 'Removes the theme\'s expired entries from the browser\'s local storage.', 'shop-islands' ),
				'none'  => __( 'No script: part of what the theme\'s bundle did; turning it off does not bring that script back.', 'shop-islands' ),
			),
			'admin-check'       => array(
				'group' => 'news-reader',
				'name'  => __( 'Theme version notice', 'shop-islands' ),
				'text'  => __( 'For signed-in administrators, asks the theme\'s admin scripts to show their notice when a companion plugin\'s version differs.', 'shop-islands' ),
				'none'  => __( 'No script: part of what the theme\'s bundle did; turning it off does not bring that script back.', 'shop-islands' ),
			),
			'emoji'             => array(
				'group' => 'news-reader',
				'name'  => __( 'Emoji support check', 'shop-islands' ),
				'text'  => __( 'WordPress\'s emoji check, run only where the theme removed WordPress\'s own emoji loader.', 'shop-islands' ),
				'none'  => __( 'No script: where WordPress\'s emoji loader is still printed, this widget leaves it to do the work.', 'shop-islands' ),
			),
			'review-bars'       => array(
				'group' => 'news-reader',
				'name'  => __( 'Review score bars', 'shop-islands' ),
				'text'  => __( 'Animates the bars and scores of the JNews review box when it comes into view.', 'shop-islands' ),
				'none'  => __( 'No script: part of what the theme\'s bundle did; turning it off does not bring that script back.', 'shop-islands' ),
			),
			// News theme: AJAX features.
			'account-popups'    => array(
				'group' => 'news-ajax',
				'name'  => __( 'Login and register popups', 'shop-islands' ),
				'text'  => __( 'The theme\'s login, register and lost-password popups, sent without leaving the page.', 'shop-islands' ),
			),
			'cart-detail'       => array(
				'group' => 'news-ajax',
				'name'  => __( 'Header cart', 'shop-islands' ),
				'text'  => __( 'Refreshes the theme\'s header cart when the cart changes, and opens its drop-down.', 'shop-islands' ),
			),
			'comments'          => array(
				'group' => 'news-ajax',
				'name'  => __( 'Load comments button', 'shop-islands' ),
				'text'  => __( 'Loads an article\'s comments when the reader asks for them.', 'shop-islands' ),
			),
			'first-load'        => array(
				'group' => 'news-ajax',
				'name'  => __( 'View and share counts', 'shop-islands' ),
				'text'  => __( 'Counts the article\'s view and shows fresh view, share and comment counts.', 'shop-islands' ),
			),
			'live-search'       => array(
				'group' => 'news-ajax',
				'name'  => __( 'Live search', 'shop-islands' ),
				'text'  => __( 'Shows matching posts under the header search field while the reader types.', 'shop-islands' ),
			),
			'mega-menu'         => array(
				'group' => 'news-ajax',
				'name'  => __( 'Mega menu', 'shop-islands' ),
				'text'  => __( 'Opens the category mega menus and loads their posts.', 'shop-islands' ),
			),
			'module-pagination' => array(
				'group' => 'news-ajax',
				'name'  => __( 'Post block pages', 'shop-islands' ),
				'text'  => __( 'Loads more posts, the next page or another category into a post block without reloading.', 'shop-islands' ),
			),
			'side-feed'         => array(
				'group' => 'news-ajax',
				'name'  => __( 'Side feed', 'shop-islands' ),
				'text'  => __( 'The side feed\'s tabs, filters and "load more" button.', 'shop-islands' ),
			),
			'review-search'     => array(
				'group' => 'news-ajax',
				'name'  => __( 'Review search', 'shop-islands' ),
				'text'  => __( 'Searches the JNews review block\'s reviews while the reader types or changes a filter.', 'shop-islands' ),
				'none'  => __( 'No script: part of what the theme\'s bundle did; turning it off does not bring that script back.', 'shop-islands' ),
			),
			// WordPress.
			'rest-api'          => array(
				'group' => 'wordpress',
				'name'  => __( 'REST API client', 'shop-islands' ),
				'text'  => __( 'Lends other scripts wp.apiFetch on pages that ask for the REST API but do not load WordPress\'s own client.', 'shop-islands' ),
				'none'  => __( 'No script: where WordPress\'s api-fetch is loaded, this widget leaves it alone.', 'shop-islands' ),
			),
		);
	}

	/**
	 * Who registers each script handle of the handle map: handle => the provider and the name of
	 * the plugin or theme shown next to it. A handle missing here (one added by the
	 * shop_islands_retired_handles filter) is shown with its name alone.
	 *
	 * @return array<string, array{provider: string, owner: string}>
	 */
	public static function handle_owners() {
		$woocommerce = array(
			'provider' => self::WOOCOMMERCE,
			'owner'    => __( 'WooCommerce', 'shop-islands' ),
		);
		$wishlist    = array(
			'provider' => self::WISHLIST,
			'owner'    => __( 'YITH WooCommerce Wishlist', 'shop-islands' ),
		);
		$jnews       = array(
			'provider' => self::JNEWS,
			'owner'    => __( 'JNews theme', 'shop-islands' ),
		);
		return array(
			'wc-add-to-cart'           => $woocommerce,
			'wc-cart-fragments'        => $woocommerce,
			'woocommerce'              => $woocommerce,
			'wc-order-attribution'     => $woocommerce,
			'sourcebuster-js'          => $woocommerce,
			'wc-add-to-cart-variation' => $woocommerce,
			'woo-variation-swatches'   => array(
				'provider' => '',
				'owner'    => __( 'Variation Swatches for WooCommerce', 'shop-islands' ),
			),
			'jquery-yith-wcwl'         => $wishlist,
			'jquery-yith-wcwl-user'    => $wishlist,
			'jquery-selectBox'         => $wishlist,
			'wc-prettyPhoto'           => $woocommerce,
			'prettyPhoto'              => $woocommerce,
			'wc-prettyPhoto-init'      => $woocommerce,
			'prettyPhoto-init'         => $woocommerce,
			'wc-single-product'        => $woocommerce,
			'wc-flexslider'            => $woocommerce,
			'flexslider'               => $woocommerce,
			'wc-zoom'                  => $woocommerce,
			'zoom'                     => $woocommerce,
			'wc-photoswipe'            => $woocommerce,
			'photoswipe'               => $woocommerce,
			'wc-photoswipe-ui-default' => $woocommerce,
			'photoswipe-ui-default'    => $woocommerce,
			'jnews-frontend'           => $jnews,
			'jnews-main'               => $jnews,
			'jnews-select-share'       => array(
				'provider' => self::JNEWS,
				'owner'    => __( 'JNews – Social Share', 'shop-islands' ),
			),
		);
	}

	/**
	 * Whether a provider's plugin or theme is active on this site ('' is an optional plugin the
	 * screen does not check: true).
	 *
	 * @param string $provider One of the provider constants, or ''.
	 * @return bool
	 */
	public static function is_active( $provider ) {
		switch ( $provider ) {
			case self::WOOCOMMERCE:
				return class_exists( 'WooCommerce' );
			case self::WISHLIST:
				return defined( 'YITH_WCWL' ) || class_exists( 'YITH_WCWL' );
			case self::JNEWS:
				return 'jnews' === get_template();
			default:
				return true;
		}
	}

	/**
	 * The name of a provider's plugin or theme.
	 *
	 * @param string $provider One of the provider constants.
	 * @return string
	 */
	public static function provider_name( $provider ) {
		switch ( $provider ) {
			case self::WOOCOMMERCE:
				return __( 'WooCommerce', 'shop-islands' );
			case self::WISHLIST:
				return __( 'YITH WooCommerce Wishlist', 'shop-islands' );
			case self::JNEWS:
				return __( 'The JNews theme', 'shop-islands' );
			default:
				return $provider;
		}
	}
}
