import { defineIsland } from '../../runtime/react/define-island';
import { FloatingVideo } from './floating-video';

/** Only `data-following` 1 (or true: contract §23.13) makes the video follow; otherwise the markup stays as printed. */
const readProps = (element: HTMLElement) =>
	['1', 'true'].includes(element.getAttribute('data-following') ?? '') ? { inSidebar: element.getAttribute('data-position') === 'sidebar' } : null;

export default defineIsland(readProps, FloatingVideo);
