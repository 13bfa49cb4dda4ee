import { describe, expect, it } from 'vitest';
import { newsTicker } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { NewsTicker } from './news-ticker';
import mount from './index';

const headlines = [1, 2, 3].map((n) => ({ title: `Headline ${n}`, url: `/news/${n}/`, date: '2025-11-20' }));
const tickerHtml = (list = headlines) => /<div class="jeg_news_ticker"[\s\S]*<\/div><\/div><\/div>(?=<\/div>$)/.exec(newsTicker(list).value)![0];

describe('news ticker', () => {
	itHydratesByteForByte('ticker', [['three headlines', tickerHtml()], ['no content', tickerHtml([])]], (element) => (
		<NewsTicker element={element} animation="horizontal" autoplay delay={3000} />
	));
	it('with one headline shows it, never rotates, and marks both arrows as having nothing to move to', async () => {
		const element = fixture(tickerHtml(headlines.slice(0, 1)));
		const container = element.parentElement!;
		const unmount = hydrateForTest(element, <NewsTicker element={element} animation="horizontal" autoplay delay={10} />);
		await new Promise((resolve) => setTimeout(resolve, 50));
		const arrows = Array.from(element.querySelectorAll('.jeg_news_ticker_arrow'));
		expect(arrows.map((arrow) => [arrow.getAttribute('role'), arrow.getAttribute('aria-disabled')])).toEqual([
			['button', 'true'],
			['button', 'true'],
		]);
		(arrows[0] as HTMLElement).click();
		const item = element.querySelector('.jeg_news_ticker_item')!;
		expect(item.className).toBe('jeg_news_ticker_item jeg_news_ticker_animated jeg_news_ticker_active');
		expect(container.querySelector('.islands-ticker-toggle')).toBeNull();
		unmount();
		container.remove();
	});

	itLeavesNothingBehind({
		html: tickerHtml(),
		mount, timers: true,
		render: (element) => <NewsTicker element={element} animation="vertical" autoplay delay={1000} />,
		use: (element) => element.querySelector<HTMLElement>('.jeg_news_ticker_next')?.click(),
	});
});
