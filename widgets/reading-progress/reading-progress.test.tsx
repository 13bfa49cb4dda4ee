import { describe, expect, it } from 'vitest';
import { progressBar } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';
import { entryContentOf, ReadingProgress } from './reading-progress';

describe('reading progress', () => {
	it('hydrates the printed bar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(progressBar().value, (element) => <ReadingProgress element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: progressBar().value,
			mount, timers: true,
			render: (element) => <ReadingProgress element={element} />,
		});
		expect(leaked).toBe(0);
	});

	it('measures the autoloaded post the reader is in, else the article', () => {
		const doc = new DOMParser().parseFromString('<div class="entry-content" id="article"></div><div class="post-autoload" data-id="7"><div class="entry-content" id="seven"></div></div>', 'text/html');
		expect([entryContentOf(doc, 7)?.id, entryContentOf(doc, 8)?.id, entryContentOf(doc, null)?.id]).toEqual(['seven', 'article', 'article']);
	});
});
