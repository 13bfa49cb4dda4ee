/*
 * Demo stand-in for the client of JNews's post-autoload add-on (not part of
 * the islands bundle). The post the reader is in is the last one whose top
 * has passed the middle of the window: the article (`article[data-id]`) or an
 * appended `.post-autoload[data-id][data-url][data-title]`. When it changes,
 * the URL and title follow and `jnews-autoload-change-id` is triggered on
 * document with the post id: through jQuery when it is on the page (as the
 * add-on does), else as a DOM CustomEvent with `detail: [id]`.
 */
(function () {
	var article = document.querySelector('.post-wrap article[data-id]');
	if (!article) return;
	var first = { element: article, id: article.getAttribute('data-id'), url: location.href, title: document.title };
	var current = first.id;
	var pending = false;

	function posts() {
		var list = [first];
		document.querySelectorAll('.post-autoload[data-id]').forEach(function (element) {
			list.push({ element: element, id: element.getAttribute('data-id'), url: element.getAttribute('data-url'), title: element.getAttribute('data-title') });
		});
		return list;
	}

	function check() {
		pending = false;
		var middle = window.innerHeight / 2;
		var reading = first;
		posts().forEach(function (post) {
			if (post.element.getBoundingClientRect().top <= middle) reading = post;
		});
		if (reading.id === current) return;
		current = reading.id;
		history.replaceState(history.state, '', reading.url);
		document.title = reading.title;
		var id = Number(reading.id);
		if (window.jQuery) window.jQuery(document).trigger('jnews-autoload-change-id', [id]);
		else document.dispatchEvent(new CustomEvent('jnews-autoload-change-id', { detail: [id] }));
	}

	window.addEventListener('scroll', function () {
		if (pending) return;
		pending = true;
		requestAnimationFrame(check);
	}, { passive: true });
})();
