/**
 * The lightbox's visible texts (spec §8, contract §2 and §9). prettyPhoto's
 * image-error text is kept for items opened from prettyPhoto-style links; the
 * other four are Magnific Popup's, which the theme's article-gallery popup
 * showed, without their link markup. A function, so each read is in the language the page printed.
 */
import { __ } from '../i18n';
export const texts = () => ({
	loading: __('Loading...'),
	ajaxError: __('The content could not be loaded.'),
	imageError: __('The image could not be loaded.'),
	notFound: __('Content not found'),
	prettyPhotoImageError: __('Image cannot be loaded. Make sure the path is correct and image exist.'),
	/** Contract §2: Flash and QuickTime are never played; the dialog says so above the file's link. */
	flash: __('Flash content cannot be played here. Open the file instead:'),
	quicktime: __('This QuickTime video cannot be played here. Open the file instead:'),
	unsupported: __('This content cannot be shown here. Open it instead:'),
	/** The controls the islands add. */
	expand: __('Expand the image'),
	fullscreen: __('Full screen'),
});
