import { dataFlag } from '../../contracts/data-flag';
import { defineIsland } from '../../runtime/react/define-island';
import { NewsTicker } from './news-ticker';
import { tickerDelay } from './ticker-steps';

const readProps = (element: HTMLElement) => ({
	animation: element.getAttribute('data-animation') === 'vertical' ? ('vertical' as const) : ('horizontal' as const),
	autoplay: dataFlag(element.getAttribute('data-autoplay')),
	delay: tickerDelay(element.getAttribute('data-delay')),
});

export default defineIsland(readProps, NewsTicker);
