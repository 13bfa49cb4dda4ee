/**
 * Settings → Shop islands: unticking a widget that shares an original script with others shows,
 * before saving, which widgets go off with it (the sentence is printed, hidden, in the widget's
 * row) and says it once through the screen's status region. Without this script the screen saves
 * the same, and the notice after saving says it.
 */
( function () {
	'use strict';
	var form = document.getElementById( 'shop-islands-form' );
	if ( ! form ) {
		return;
	}
	var live = document.getElementById( 'shop-islands-live' );

	function show( box, announce ) {
		var note = document.getElementById( box.getAttribute( 'data-off-with' ) );
		if ( ! note ) {
			return;
		}
		note.hidden = box.checked;
		if ( announce && live ) {
			live.textContent = box.checked ? '' : note.textContent;
		}
	}

	Array.prototype.forEach.call( form.querySelectorAll( 'input[type="checkbox"][data-off-with]' ), function ( box ) {
		show( box, false );
		box.addEventListener( 'change', function () {
			show( box, true );
		} );
	} );
} )();
