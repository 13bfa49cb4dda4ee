/*
 * Demo stand-in for the JNews admin scripts' `jnewsHelper` (printed for
 * admins only). getMessage() and getNotice() are what the theme's version
 * check calls; here getNotice() shows an admin notice in the page.
 */
(function () {
	var calls = [];
	window.jnewsHelper = {
		calls: calls,
		getMessage: function () {
			calls.push('getMessage');
		},
		getNotice: function () {
			calls.push('getNotice');
			var notice = document.createElement('div');
			notice.className = 'jnews-admin-notice';
			notice.setAttribute('role', 'status');
			notice.textContent = 'JNews: a companion plugin is not at version 10.0.4. Update it from Dashboard → Updates.';
			document.body.prepend(notice);
		},
	};
})();
