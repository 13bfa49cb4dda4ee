/*
 * The QA controls of /demo/jnews-storage/ (demo only, not the theme): a button
 * that stores entries through the page's jnews.library as the theme would
 * have stored them 13 and 20 hours ago (so they have expired) and one stored
 * now, and a live list of this browser's jnews- entries, so QA sees what the
 * bundle's sweep removed and what it kept.
 */
(function () {
	var printed = window.jnews && window.jnews.library;
	var nowSeconds = function () {
		return Math.floor(Date.now() / 1000);
	};
	function seed() {
		var library = window.jnews.library;
		// The library lets an object carry its own expiry: these were written 13 and 20 hours ago.
		library.setStorage('demo-views-old', { expired: nowSeconds() - 3600, views: 12 });
		library.setStorage('demo-share-old', { expired: nowSeconds() - 8 * 3600, shares: 4 });
		library.setStorage('demo-fresh', { views: 3 });
		render();
	}
	function render() {
		var rows = Object.keys(localStorage)
			.filter(function (key) {
				return key.indexOf('jnews-') >= 0;
			})
			.sort()
			.map(function (key) {
				var row = document.createElement('li');
				row.textContent = key + ' = ' + localStorage.getItem(key);
				return row;
			});
		var list = document.getElementById('demo-jnews-entries');
		list.replaceChildren.apply(list, rows);
		document.getElementById('demo-jnews-count').textContent = rows.length + (rows.length === 1 ? ' entry' : ' entries');
		document.getElementById('demo-jnews-library').textContent =
			window.jnews && window.jnews.library === printed && printed ? 'jnews.library is the library this page printed.' : 'jnews.library was replaced or removed.';
	}
	document.addEventListener('DOMContentLoaded', function () {
		document.getElementById('demo-jnews-seed').addEventListener('click', seed);
		render();
		// The bundle sweeps once the page is idle: the list follows.
		setInterval(render, 500);
	});
})();
