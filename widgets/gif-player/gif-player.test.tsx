import { describe, expect, it } from 'vitest';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { GifPlayer } from './gif-player';
import mount from './index';

const printed = '<img class="aligncenter size-full" src="/news/media/breaking.gif" width="160" height="90" alt="Chart">';

describe('GIF play overlay', () => {
	const render = (element: HTMLElement) => <GifPlayer element={element} />;
	itHydratesByteForByte('image', printed, render);

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

	itLeavesNothingBehind({
		html: printed,
		mount, timers: true, render,
		use: (element) => element.closest('.ff-container')?.querySelector<HTMLElement>('[role=button]')?.click(),
		usage: 'the overlay button pressed',
	});
});
