import { describe, expect, it } from 'vitest';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { GifPlayer } from './gif-player';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

const printed = '<img class="aligncenter size-full" src="/news/media/breaking.gif" width="160" height="90" alt="Chart">';

describe('GIF play overlay', () => {
	it('hydrates the printed image byte for byte', async () => {
		const { before, after, mismatches } = await checkServerIdentity(printed, (element) => <GifPlayer element={element} />);
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

	it('wraps the image in the theme container with a pressed-state button', async () => {
		const image = fixture(printed);
		const host = image.parentElement!;
		const unmount = hydrateForTest(image, <GifPlayer element={image} />);
		const container = host.querySelector('.ff-container')!;
		expect(container.className).toBe('ff-container ff-responsive aligncenter size-full');
		const button = container.querySelector<HTMLElement>('[role=button]')!;
		await act(async () => button.click());
		expect(button.getAttribute('aria-pressed')).toBe('true');
		expect(container.classList.contains('ff-container-active')).toBe(true);
		expect(container.querySelector('img')!.getAttribute('src')).toBe('/news/media/breaking.gif');
		unmount();
	});

	it('leaves no listener or timer behind after 100 mounts, the overlay button pressed', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: printed,
			mount, timers: true,
			render: (element) => <GifPlayer element={element} />,
			use: (element) => element.closest('.ff-container')?.querySelector<HTMLElement>('[role=button]')?.click(),
		});
		expect(leaked).toBe(0);
	});
});
