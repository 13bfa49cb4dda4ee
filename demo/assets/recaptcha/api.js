/*
 * Demo stand-in for Google's reCAPTCHA v2 library (https://www.google.com/recaptcha/api.js),
 * so the demo never reaches the internet. Same surface the theme and the islands use:
 * grecaptcha.render(container, {sitekey, callback, 'expired-callback'}) -> widget id,
 * reset(id), getResponse(id), ready(fn); the script's `onload` query names a global called
 * when the library is ready, and without `render=explicit` it renders every `.g-recaptcha`.
 * The widget is an "I'm not a robot" checkbox (inline, not in an iframe) and a hidden
 * `textarea[name=g-recaptcha-response]`; ticking it asks the demo server for a token
 * (POST /demo/recaptcha/userverify?k=<site key>), which expires after 2 minutes.
 */
(function () {
	var script = document.currentScript;
	var params = new URL(script ? script.src : location.href).searchParams;
	var widgets = [];
	var TOKEN_TTL_MS = 120000;

	function widgetAt(id) {
		var widget = widgets[id === undefined ? 0 : id];
		if (!widget) throw new Error('Invalid reCAPTCHA client id: ' + id);
		return widget;
	}

	function clear(widget) {
		clearTimeout(widget.expiry);
		widget.box.checked = false;
		widget.field.value = '';
		widget.status.textContent = '';
	}

	function render(container, options) {
		if (typeof container === 'string') container = document.getElementById(container);
		if (!container || !container.nodeType) throw new Error('reCAPTCHA placeholder element must be an element or id');
		if (container.querySelector('.demo-recaptcha')) throw new Error('reCAPTCHA has already been rendered in this element');
		options = options || {};
		var sitekey = options.sitekey || container.getAttribute('data-sitekey') || '';
		if (!sitekey) throw new Error('Missing required parameters: sitekey');
		var id = widgets.length;
		var holder = document.createElement('div');
		holder.className = 'demo-recaptcha';
		var label = document.createElement('label');
		var box = document.createElement('input');
		box.type = 'checkbox';
		label.append(box, " I'm not a robot");
		var status = document.createElement('span');
		status.className = 'demo-recaptcha-status';
		status.setAttribute('role', 'status');
		var field = document.createElement('textarea');
		field.name = 'g-recaptcha-response';
		field.className = 'g-recaptcha-response';
		field.style.display = 'none';
		holder.append(label, status, field);
		container.append(holder);
		var widget = { box: box, field: field, status: status, expiry: undefined };
		widgets.push(widget);
		box.addEventListener('change', function () {
			if (!box.checked) return clear(widget);
			box.disabled = true;
			status.textContent = 'Verifying…';
			fetch('/demo/recaptcha/userverify?k=' + encodeURIComponent(sitekey), { method: 'POST' })
				.then(function (response) {
					return response.ok ? response.json() : Promise.reject(new Error(String(response.status)));
				})
				.then(function (answer) {
					box.disabled = false;
					field.value = answer.token;
					status.textContent = 'Verified';
					if (typeof options.callback === 'function') options.callback(answer.token);
					widget.expiry = setTimeout(function () {
						clear(widget);
						status.textContent = 'Verification expired. Check the checkbox again.';
						if (typeof options['expired-callback'] === 'function') options['expired-callback']();
					}, TOKEN_TTL_MS);
				})
				.catch(function () {
					box.disabled = false;
					clear(widget);
					status.textContent = 'Verification failed. Try again.';
				});
		});
		return id;
	}

	window.grecaptcha = {
		render: render,
		reset: function (id) {
			clear(widgetAt(id));
		},
		getResponse: function (id) {
			return widgetAt(id).field.value;
		},
		ready: function (callback) {
			setTimeout(callback, 0);
		},
	};

	setTimeout(function () {
		if (params.get('render') !== 'explicit') document.querySelectorAll('.g-recaptcha').forEach(function (element) {
			render(element, {});
		});
		var onload = params.get('onload');
		if (onload && typeof window[onload] === 'function') window[onload]();
	}, 0);
})();
