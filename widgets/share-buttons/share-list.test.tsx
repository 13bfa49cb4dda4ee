import { describe, expect, it } from 'vitest';
import { shareBar } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { ShareList } from './share-list';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const markup = shareBar('http://127.0.0.1/news/a/', 'A story').value;

describe('share list', () => {
	it('hydrates the printed share bar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <ShareList element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <ShareList element={element} />,
			use: (element) => element.querySelector<HTMLElement>('.jeg_btn-toggle')?.click(),
		});
		expect(leaked).toBe(0);
	});
});
