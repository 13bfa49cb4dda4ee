import { describe } from 'vitest';
import { newsTicker } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { NewsTicker } from './news-ticker';
import mount from './index';

const headlines = [1, 2, 3].map((n) => ({ title: `Headline ${n}`, url: `/news/${n}/`, date: '2025-11-20' }));
const tickerHtml = (list = headlines) => /<div class="jeg_news_ticker"[\s\S]*<\/div><\/div><\/div>(?=<\/div>$)/.exec(newsTicker(list).value)![0];

describe('news ticker', () => {
	itHydratesByteForByte('ticker', [['three headlines', tickerHtml()], ['no content', tickerHtml([])]], (element) => (
		<NewsTicker element={element} animation="horizontal" autoplay delay={3000} />
	));
	itLeavesNothingBehind({
		html: tickerHtml(),
		mount, timers: true,
		render: (element) => <NewsTicker element={element} animation="vertical" autoplay delay={1000} />,
		use: (element) => element.querySelector<HTMLElement>('.jeg_news_ticker_next')?.click(),
	});
});
