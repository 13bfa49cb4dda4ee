import { describe } from 'vitest';
import { featuredVideo } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { FloatingVideo } from './floating-video';
import mount from './index';

// about:blank: happy-dom loads no iframe pages.
const markup = featuredVideo('about:blank', 'sidebar').value;

describe('floating featured video', () => {
	const render = (element: HTMLElement) => <FloatingVideo element={element} inSidebar />;
	itHydratesByteForByte('video', markup, render);
	itLeavesNothingBehind({ html: markup, mount, timers: true, render });
});
