import { describe, expect, it } from 'vitest';
import { newsTicker } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { NewsTicker } from './news-ticker';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const headlines = [1, 2, 3].map((n) => ({ title: `Headline ${n}`, url: `/news/${n}/`, date: '2025-11-20' }));
const tickerHtml = (list = headlines) => /<div class="jeg_news_ticker"[\s\S]*<\/div><\/div><\/div>(?=<\/div>$)/.exec(newsTicker(list).value)![0];

describe('news ticker', () => {
	it.each([
		['three headlines', headlines],
		['no content', []],
	])('hydrates the printed ticker (%s) byte for byte', async (_name, list) => {
		const { before, after, mismatches } = await checkServerIdentity(tickerHtml(list), (element) => (
			<NewsTicker element={element} animation="horizontal" autoplay delay={3000} />
		));
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: tickerHtml(),
			mount, timers: true,
			render: (element) => <NewsTicker element={element} animation="vertical" autoplay delay={1000} />,
			use: (element) => element.querySelector<HTMLElement>('.jeg_news_ticker_next')?.click(),
		});
		expect(leaked).toBe(0);
	});
});
