import { describe, expect, it } from 'vitest';
import { progressBar } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import mount from './index';
import { entryContentOf, ReadingProgress } from './reading-progress';

describe('reading progress', () => {
	const render = (element: HTMLElement) => <ReadingProgress element={element} />;
	itHydratesByteForByte('bar', progressBar().value, render);
	itLeavesNothingBehind({ html: progressBar().value, mount, timers: true, render });

	it('measures the autoloaded post the reader is in, else the article', () => {
		const doc = new DOMParser().parseFromString('<div class="entry-content" id="article"></div><div class="post-autoload" data-id="7"><div class="entry-content" id="seven"></div></div>', 'text/html');
		expect([entryContentOf(doc, 7)?.id, entryContentOf(doc, 8)?.id, entryContentOf(doc, null)?.id]).toEqual(['seven', 'article', 'article']);
	});
});
