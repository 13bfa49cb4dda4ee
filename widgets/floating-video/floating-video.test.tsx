import { describe, expect, it } from 'vitest';
import { featuredVideo } from '../../demo/server/render/jnews/reading-markup';
import { checkServerIdentity } from '../../runtime/react/testing/island-kit';
import { FloatingVideo } from './floating-video';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

// about:blank: happy-dom loads no iframe pages.
const markup = featuredVideo('about:blank', 'sidebar').value;

describe('floating featured video', () => {
	it('hydrates the printed video byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(markup, (element) => <FloatingVideo element={element} inSidebar />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: markup,
			mount, timers: true,
			render: (element) => <FloatingVideo element={element} inSidebar />,
		});
		expect(leaked).toBe(0);
	});
});
