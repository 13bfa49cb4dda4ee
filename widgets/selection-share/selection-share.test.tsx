import { describe } from 'vitest';
import { selectionShareMenu } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { SelectionShare } from './selection-share';
import mount from './index';

const markup = selectionShareMenu('http://127.0.0.1/news/a/', 'http://127.0.0.1/demo/img/a.svg', 'A story').value;

describe('selection share menu', () => {
	const render = (element: HTMLElement) => <SelectionShare element={element} preview={false} />;
	itHydratesByteForByte('menu', markup, render);
	itLeavesNothingBehind({ html: markup, mount, timers: true, render });
});
