import { describe, expect, it } from 'vitest';
import { selectionShareMenu } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { SelectionShare } from './selection-share';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const markup = selectionShareMenu('http://127.0.0.1/news/a/', 'http://127.0.0.1/demo/img/a.svg', 'A story').value;

describe('selection share menu', () => {
	it('hydrates the printed menu byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <SelectionShare element={element} preview={false} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <SelectionShare element={element} preview={false} />,
		});
		expect(leaked).toBe(0);
	});
});
