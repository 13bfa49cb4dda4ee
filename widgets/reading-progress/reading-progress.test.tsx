import { describe, expect, it } from 'vitest';
import { progressBar } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { ReadingProgress } from './reading-progress';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

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
});
