import { describe, expect, it } from 'vitest';
import { featuredVideo } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity, countLeakedListeners, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { FloatingVideo } from './floating-video';

// about:blank: happy-dom loads no iframe pages.
const markup = featuredVideo('about:blank', 'sidebar').value;

describe('floating featured video', () => {
	it('hydrates the printed video byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <FloatingVideo element={element} inSidebar />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countLeakedListeners([document, window, document.body], async () => {
			for (let round = 0; round < 100; round++) {
				const video = fixture(markup);
				hydrateForTest(video, <FloatingVideo element={video} inSidebar={false} />)();
				video.parentElement?.remove();
			}
		});
		expect(leaked).toBe(0);
	});
});
