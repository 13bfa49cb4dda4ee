/**
 * The share section's "copy" (`span.copy-trigger`, contract §5: it copies the first
 * `.copy-target`, the list's URL). The Clipboard API where the page may use it (a secure context);
 * else the plugin's way, the field's text selected and `document.execCommand('copy')`, which
 * browsers still honour on a click. Resolves to whether the URL reached the clipboard.
 */
export async function copyShareLink(root: ParentNode): Promise<boolean> {
	const target = root.querySelector<HTMLInputElement | HTMLElement>('.copy-target');
	if (!target) return false;
	const url = 'value' in target ? target.value : (target.textContent ?? '');
	if (!url) return false;
	try {
		if (navigator.clipboard && window.isSecureContext) {
			await navigator.clipboard.writeText(url);
			return true;
		}
	} catch {
		// Refused (no permission, an iframe): the selection copy below may still work.
	}
	if (!(target instanceof HTMLInputElement)) return false;
	const focused = document.activeElement as HTMLElement | null;
	target.select();
	const copied = document.execCommand('copy');
	// The reader stays on the control they used, not in the field the copy had to select.
	focused?.focus();
	return copied;
}
