/**
 * Mounts the one lightbox view, on the first open: a React root in a host
 * element at the end of <body> (the dialog itself is portalled there too).
 */
import { renderIsland } from '../react/island-root';
import { Lightbox } from './lightbox';
import { ensureLightboxStyle } from './lightbox-style';

let unmount: (() => void) | null = null;

export function mountLightboxRoot(): void {
	if (unmount) return;
	ensureLightboxStyle();
	const host = document.createElement('div');
	host.className = 'islands-lightbox-root';
	document.body.append(host);
	unmount = renderIsland(host, <Lightbox />, { name: 'lightbox', idPrefix: 'lightbox-' });
}
