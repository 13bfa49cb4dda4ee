/**
 * The lightbox's visible texts (spec §8, contract §2 and §9). prettyPhoto's
 * image-error text is kept for items opened from prettyPhoto-style links; the
 * other four are Magnific Popup's, which the theme's article-gallery popup
 * showed, without their link markup.
 */
export const TEXTS = {
	loading: 'Loading...',
	ajaxError: 'The content could not be loaded.',
	imageError: 'The image could not be loaded.',
	notFound: 'Content not found',
	prettyPhotoImageError: 'Image cannot be loaded. Make sure the path is correct and image exist.',
	/** Contract §2: Flash and QuickTime are never played; the dialog says so above the file's link. */
	flash: 'Flash content cannot be played here. Open the file instead:',
	quicktime: 'This QuickTime video cannot be played here. Open the file instead:',
	unsupported: 'This content cannot be shown here. Open it instead:',
} as const;
