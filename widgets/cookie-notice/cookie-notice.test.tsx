import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieLawNotice } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { CookieNotice } from './cookie-notice';
import mount from './index';

afterEach(() => {
	document.cookie = 'jnews_cookie_law=; max-age=-1; path=/';
});

describe('cookie-law notice', () => {
	const render = (element: HTMLElement) => <CookieNotice element={element} option={null} />;
	itHydratesByteForByte('notice', cookieLawNotice().value, render);

	it('shows as a labelled region and stores the consent expiry on accept', async () => {
		const notice = fixture(cookieLawNotice(3).value);
		const unmount = hydrateForTest(notice, <CookieNotice element={notice} option={{ site_slug: '/' }} />);
		expect(notice.getAttribute('role')).toBe('region');
		expect(notice.style.display).toBe('block');
		const before = Date.now();
		await act(async () => notice.querySelector('button')!.click());
		const stored = Number(/jnews_cookie_law=(\d+)/.exec(document.cookie)?.[1]);
		expect(stored).toBeGreaterThanOrEqual(before + 3 * 86_400_000);
		expect(notice.style.opacity).toBe('0');
		unmount();
	});

	it('fades in: drawn at opacity 0 and settled there before it goes to 1', async () => {
		const notice = fixture(cookieLawNotice().value);
		const settled: string[] = [];
		const computed = window.getComputedStyle;
		const spy = vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
			if (element === notice) settled.push(`${notice.style.display} ${notice.style.opacity}`);
			return computed.call(window, element, pseudo);
		});
		const unmount = hydrateForTest(notice, <CookieNotice element={notice} option={null} />);
		await act(async () => {});
		spy.mockRestore();
		expect(settled).toEqual(['block 0']);
		expect(notice.style.opacity).toBe('1');
		unmount();
	});

	itLeavesNothingBehind({
		html: cookieLawNotice().value,
		mount, timers: true, render,
		use: (element) => element.querySelector<HTMLElement>('.btn-cookie')?.click(),
		usage: 'accepted',
	});
});
