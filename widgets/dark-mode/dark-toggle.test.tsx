import { afterEach, describe, expect, it } from 'vitest';
import { darkModeSwitch } from '../../demo/server/render/jnews/reading-markup';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { DarkToggle } from './dark-toggle';
import { countIslandLeaks } from '../../runtime/react/testing/leak-cycles';
import mount from './index';

afterEach(() => {
	document.body.className = '';
	document.cookie = 'darkmode=; max-age=-1; path=/';
});

/** The island's element alone (the switch's input), as countIslandLeaks takes it. */
const switchInput = () => {
	const holder = document.createElement('div');
	holder.innerHTML = darkModeSwitch(false).value;
	return holder.querySelector('input')!.outerHTML;
};

const input = (html: string) => {
	const wrapper = fixture(html);
	return wrapper.querySelector('input')!;
};

describe('dark-mode switch', () => {
	it.each([false, true])('hydrates the printed switch (checked %s) byte for byte', async (checked) => {
		const markup = darkModeSwitch(checked).value;
		const inputHtml = /<input[^>]*>/.exec(markup)![0];
		const { before, after, mismatches } = await checkServerIdentity(inputHtml, (element) => (
			<DarkToggle element={element} option={null} inert={false} />
		));
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});

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

	it('leaves no listener or timer behind after 100 mounts', { timeout: 30_000 }, async () => {
		const leaked = await countIslandLeaks({
			html: switchInput(),
			mount, timers: true,
			render: (element) => <DarkToggle element={element} option={null} inert={false} />,
			use: (element) => element.click(),
		});
		expect(leaked).toBe(0);
	});
});
