/**
 * The WP Consent API bridge (contract §6.7). The consent plugin announces a
 * category change with `wp_listen_for_consent_change` (detail: category →
 * "allow"/"deny") and the consent type with `wp_consent_type_defined`, both on
 * `document`. The original listened from a footer script, before
 * DOMContentLoaded; this island mounts after it, so a type announced in
 * between would be missed: `consentAtBoot` answers what that event would
 * have said.
 */

interface ConsentGlobals {
	wp_has_consent?: (category: string) => unknown;
	wp_consent_type?: unknown;
}

const globals = (): ConsentGlobals => globalThis as ConsentGlobals;

/** `wp_has_consent(category)` once the consent type is defined; undefined when there is nothing to ask. */
export function consentAtBoot(category: string): boolean | undefined {
	const { wp_has_consent: hasConsent, wp_consent_type: type } = globals();
	return typeof hasConsent === 'function' && typeof type === 'string' && type ? Boolean(hasConsent(category)) : undefined;
}

/** Calls `apply(allowed)` on each consent change that concerns `category`. */
export function listenForConsent(category: string, apply: (allowed: boolean) => void): void {
	document.addEventListener('wp_listen_for_consent_change', (event) => {
		const changed: unknown = (event as CustomEvent).detail;
		if (changed && typeof changed === 'object' && Object.prototype.hasOwnProperty.call(changed, category))
			apply((changed as Record<string, unknown>)[category] === 'allow');
	});
	document.addEventListener('wp_consent_type_defined', () => {
		const hasConsent = globals().wp_has_consent;
		if (typeof hasConsent === 'function') apply(Boolean(hasConsent(category)));
	});
}
