import { describe, expect, it } from 'vitest';
import { html } from '../../demo/server/http/html';
import { stickySidebarRow } from '../../demo/server/render/jnews/sticky-sidebar-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { StickySidebar } from './sticky-sidebar';

const sidebarHtml = () => {
	const holder = document.createElement('div');
	holder.innerHTML = stickySidebarRow(html`<p>Story</p>`, html`<ol><li>One</li></ol>`).value;
	return holder.querySelector('.jeg_sticky_sidebar')!.outerHTML;
};

describe('sticky sidebar', () => {
	it('hydrates the printed sidebar byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(sidebarHtml(), (element) => <StickySidebar element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const element = fixture(sidebarHtml());
				hydrateForTest(element, <StickySidebar element={element} />)();
				element.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
