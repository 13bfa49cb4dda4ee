import { describe, expect, it } from 'vitest';
import { html } from '../../demo/server/http/html';
import { stickySidebarRow } from '../../demo/server/render/jnews/sticky-sidebar-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { StickySidebar } from './sticky-sidebar';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

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

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: sidebarHtml(),
			mount, timers: true,
			render: (element) => <StickySidebar element={element} />,
		});
		expect(leaked).toBe(0);
	});
});
