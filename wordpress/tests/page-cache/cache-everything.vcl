vcl 4.1;
# "Cache everything", as a CDN page rule does: shop and product pages (and the front page) are
# cached for everyone, rendered with whatever cookies the first visitor brought. Only the
# endpoints and the cart, checkout, account and wishlist pages go to PHP. The tier's page cache
# `everything` (127.0.0.1:8897) in front of a PHP server over the tier's shop on 8898; see
# scripts/e2e/wordpress/page-cache.ts.
include "tier.vcl";

backend shop {
	.host = "127.0.0.1";
	.port = "8898";
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
	# Every cookie goes to PHP with a miss: the page is rendered for that visitor, then served to all.
	return (hash);
}
