# Shared by the tier's two page-cache rules (hosts-rule.vcl, cache-everything.vcl): static files,
# the tier's own switches, what is kept of a cacheable answer, and the X-Cache header the request
# count reads. Included, not loaded alone.

# Static files are cached for everyone, whatever cookies come with them.
sub static_files {
	if (req.url ~ "\.(css|js|mjs|map|png|jpe?g|gif|webp|svg|ico|woff2?|ttf)(\?.*)?$") {
		unset req.http.Cookie;
		return (hash);
	}
}

# TEST ONLY (not part of a host's rule): the tier runs the same shop with the original scripts and
# with the islands, with its settings and recorder, chosen by `shop_islands_*` cookies that the test
# helper plugin reads. Each combination is a site of its own, so it gets a cache of its own.
sub tier_switches {
	set req.http.X-Tier = "";
	if (req.http.Cookie ~ "shop_islands_") {
		set req.http.X-Tier = ";" + regsuball(req.http.Cookie, "; *", ";");
		set req.http.X-Tier = regsuball(req.http.X-Tier, ";(shop_islands_[a-z]+=[^;]*)", ";#\1");
		set req.http.X-Tier = regsuball(req.http.X-Tier, ";[^#][^;]*", "");
		set req.http.X-Tier = regsuball(req.http.X-Tier, ";#", ";");
	}
}

sub vcl_hash {
	hash_data(req.http.X-Tier);
}

# A cacheable answer is kept for an hour, for everyone: WordPress marks some guest pages no-cache and
# sets cookies on others; a page cache in front of it decides for itself.
sub vcl_backend_response {
	if (bereq.uncacheable) {
		return (deliver);
	}
	unset beresp.http.Set-Cookie;
	unset beresp.http.Cache-Control;
	unset beresp.http.Expires;
	set beresp.ttl = 1h;
	return (deliver);
}

sub vcl_deliver {
	# What reached PHP: a hit did not.
	if (obj.hits > 0) {
		set resp.http.X-Cache = "HIT";
	} else {
		set resp.http.X-Cache = "MISS";
	}
}
