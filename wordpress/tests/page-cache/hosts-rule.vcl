vcl 4.1;
# The rule hosts usually write for a WooCommerce shop: guests without a shop cookie get cached
# pages; the shop's endpoints and personal pages, and anyone who holds a cart, a WooCommerce
# session or a login, go to PHP. The tier's page cache `hosts` (127.0.0.1:8895) in front of a
# PHP server over the tier's shop on 8896; see scripts/e2e/wordpress/page-cache.ts.
include "tier.vcl";

backend shop {
	.host = "127.0.0.1";
	.port = "8896";
}

sub vcl_recv {
	call tier_switches;
	if (req.method != "GET" && req.method != "HEAD") {
		return (pass);
	}
	call static_files;
	# The shop's endpoints and personal pages (the tier's classic cart and checkout are /cart-classic/ and /checkout-classic/).
	if (req.url ~ "[?&](wc-ajax|add-to-cart|remove_item|add_to_wishlist|remove_from_wishlist|rest_route|ajax-request)=" ||
	    req.url ~ "^/(wp-admin|wp-json)/" || req.url ~ "^/wp-login\.php" ||
	    req.url ~ "^/(cart|checkout|my-account|wishlist)(-classic)?(/|\?|$)") {
		return (pass);
	}
	if (req.http.Cookie ~ "(^|; *)(woocommerce_items_in_cart|wp_woocommerce_session_[^=]*|wordpress_logged_in_[^=]*)=") {
		return (pass);
	}
	# A guest: the page is the same for every guest, so no cookie reaches PHP (analytics cookies would split the cache).
	if (req.http.X-Tier == "") {
		unset req.http.Cookie;
	} else {
		set req.http.Cookie = regsub(req.http.X-Tier, "^;", "");
		set req.http.Cookie = regsuball(req.http.Cookie, ";", "; ");
	}
	return (hash);
}
