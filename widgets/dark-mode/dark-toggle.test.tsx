import { afterEach, describe, expect, it } from 'vitest';
import { darkModeSwitch } from '../../demo/server/render/jnews/reading-markup';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { DarkToggle } from './dark-toggle';
import mount from './index';

afterEach(() => {
	document.body.className = '';
	document.cookie = 'darkmode=; max-age=-1; path=/';
});

/** The island's element alone: the printed switch's input. */
const printedInput = (checked: boolean) => /<input[^>]*>/.exec(darkModeSwitch(checked).value)![0];

const input = (html: string) => {
	const wrapper = fixture(html);
	return wrapper.querySelector('input')!;
};

describe('dark-mode switch', () => {
	const render = (element: HTMLElement) => <DarkToggle element={element} option={null} inert={false} />;
	itHydratesByteForByte('switch', [['unchecked', printedInput(false)], ['checked', printedInput(true)]], render);

	it('applies the chosen theme to every switch and writes the cookie with the configured lifetime', async () => {
		document.body.className = 'jeg_toggle_light';
		const first = input(darkModeSwitch(false).value);
		const second = input(darkModeSwitch(false).value);
		const option = { dm_cookie_time: '2' };
		const unmountFirst = hydrateForTest(first, <DarkToggle element={first} option={option} inert={false} />);
		const unmountSecond = hydrateForTest(second, <DarkToggle element={second} option={option} inert={false} />);
		await act(async () => first.click());
		expect(document.body.classList.contains('jnews-dark-mode')).toBe(true);
		expect(second.checked).toBe(true);
		expect(document.cookie).toContain('darkmode=true');
		unmountFirst();
		unmountSecond();
	});

	it('does nothing in a page builder’s editor', async () => {
		document.body.className = 'jeg_toggle_light';
		const toggle = input(darkModeSwitch(false).value);
		const unmount = hydrateForTest(toggle, <DarkToggle element={toggle} option={null} inert />);
		await act(async () => toggle.click());
		expect(document.body.classList.contains('jnews-dark-mode')).toBe(false);
		unmount();
	});

	itLeavesNothingBehind({ html: printedInput(false), mount, timers: true, render, use: (element) => element.click() });
});
