import { describe } from 'vitest';
import { lazyThumbnail } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { LazyImage } from './lazy-image';
import mount from './index';

/** The printed image, placeholder and all. */
const markup = /<img[^>]*>/.exec(lazyThumbnail('/demo/img/a.svg?size=350x250', 'A').value)![0];

describe('lazy image', () => {
	const render = (element: HTMLElement) => <LazyImage element={element} />;
	itHydratesByteForByte('image', markup, render);
	itLeavesNothingBehind({ html: markup, mount, timers: true, render });
});
