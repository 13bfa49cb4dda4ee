/**
 * PhotoSwipe's full-screen button, for the lightbox's dialog: the dialog's content (header with
 * its close button, the stage, the controls) goes full screen through the Fullscreen API, and
 * back; a modal <dialog> itself may not be made full screen. `aria-pressed` follows the browser,
 * which also leaves full screen on Escape. Not shown where the browser has no full screen to
 * give (an iframe without permission, some phones).
 */
import { useRef, useState } from 'react';
import { useDomEvent } from '../react/use-dom-event';

export function FullscreenToggle({ label }: { label: string }) {
	const button = useRef<HTMLButtonElement | null>(null);
	const [on, setOn] = useState(() => Boolean(document.fullscreenElement));
	useDomEvent(document, 'fullscreenchange', () => setOn(Boolean(document.fullscreenElement)));
	if (!document.fullscreenEnabled) return null;
	const toggle = () => {
		const content = button.current?.closest('.islands-dialog__inner');
		const request = document.fullscreenElement ? document.exitFullscreen() : content?.requestFullscreen();
		// Refused (no user activation, a policy): the dialog stays as it is.
		void request?.catch(() => undefined);
	};
	return (
		<button ref={button} type="button" className="islands-lightbox__fullscreen" aria-pressed={on} onClick={toggle}>
			{label}
		</button>
	);
}
