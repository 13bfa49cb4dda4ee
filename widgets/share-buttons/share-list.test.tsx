import { describe } from 'vitest';
import { shareBar } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { ShareList } from './share-list';
import mount from './index';

const markup = shareBar('http://127.0.0.1/news/a/', 'A story').value;

describe('share list', () => {
	const render = (element: HTMLElement) => <ShareList element={element} />;
	itHydratesByteForByte('share bar', markup, render);
	itLeavesNothingBehind({
		html: markup,
		mount, timers: true, render,
		use: (element) => element.querySelector<HTMLElement>('.jeg_btn-toggle')?.click(),
	});
});
