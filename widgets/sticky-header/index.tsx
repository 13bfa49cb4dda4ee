import { looseTrue, readJnewsOption } from '../../contracts/jnews-option';
import { defineIsland } from '../../runtime/react/define-island';
import { StickyBar } from './sticky-bar';
import type { StickyMode } from './sticky-state';

const MODES: readonly StickyMode[] = ['scroll', 'pinned', 'normal'];

const readProps = (element: HTMLElement) => {
	const mode = element.getAttribute('data-mode') as StickyMode;
	return { mode: MODES.includes(mode) ? mode : 'scroll', adminBar: looseTrue(readJnewsOption()?.admin_bar) };
};

export default defineIsland(readProps, StickyBar);
