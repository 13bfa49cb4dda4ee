import { describe } from 'vitest';
import { html } from '../../demo/server/http/html';
import { stickySidebarRow } from '../../demo/server/render/jnews/sticky-sidebar-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { StickySidebar } from './sticky-sidebar';
import mount from './index';

const sidebarHtml = () => {
	const holder = document.createElement('div');
	holder.innerHTML = stickySidebarRow(html`<p>Story</p>`, html`<ol><li>One</li></ol>`).value;
	return holder.querySelector('.jeg_sticky_sidebar')!.outerHTML;
};

describe('sticky sidebar', () => {
	const render = (element: HTMLElement) => <StickySidebar element={element} />;
	itHydratesByteForByte('sidebar', sidebarHtml(), render);
	itLeavesNothingBehind({ html: sidebarHtml(), mount, timers: true, render });
});
