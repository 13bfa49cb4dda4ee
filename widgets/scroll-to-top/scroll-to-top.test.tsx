import { describe } from 'vitest';
import { scrollToTop } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { ScrollToTop } from './scroll-to-top';
import mount from './index';

describe('back to top', () => {
	const render = (element: HTMLElement) => <ScrollToTop element={element} />;
	itHydratesByteForByte('link', scrollToTop().value, render);
	itLeavesNothingBehind({ html: scrollToTop().value, mount, timers: true, render });
});
