import { afterEach, describe, expect, it, vi } from 'vitest';
import { editAccountForm } from '../../demo/server/render/edit-account';
import { accountLayout } from '../../demo/server/render/account-pages';
import type { User } from '../../demo/server/state/users';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { itKeepsCommentsAndHandlers } from '../../runtime/react/testing/island-contract-tests';
import { AccountForm } from './account-form';
import { displayNameChoices, newChoices } from './display-names';
import mountAccountForm from './index';
import { island } from './island';

const user = { id: 2, login: 'reader', displayName: 'Reader' } as User;
const details = { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada', email: 'ada@example.com' };
const printed = [false, true].flatMap((blocked) =>
	printedFixtures(accountLayout('edit-account', '/logout', editAccountForm(user, details, 'n', blocked)), island.selector),
);

afterEach(() => {
	document.body.innerHTML = '';
	vi.restoreAllMocks();
});

const form = (html: string) => {
	const element = fixture<HTMLFormElement>(html);
	return { element, unmount: hydrateForTest(element, <AccountForm element={element} />) };
};

describe('edit-account form', () => {
	it.each(printed)('hydrates the printed form byte for byte: %s', async (html) => {
		const { before, after, mismatches } = await checkServerIdentity(html, (element) => <AccountForm element={element} />);
		expect(after).toBe(before);
		// React reports the printed inline handler it was not given (and leaves it, as the browser needs it); nothing else.
		if (html.includes('onsubmit=')) for (const report of mismatches) expect(report).toMatch(/onSubmit="false"/);
		else expect(mismatches).toEqual([]);
	});
	itKeepsCommentsAndHandlers('form', printed, (element) => <AccountForm element={element} />);

	it('offers display names without duplicates', async () => {
		expect(displayNameChoices('Ada', 'Lovelace', 'first')).toEqual(['Ada', 'Ada Lovelace', 'Lovelace Ada']);
		expect(displayNameChoices('Ada', '', 'last')).toEqual(['Ada', 'Ada']);
		expect(newChoices(['ada'], ['Ada', 'Ada', 'ada'])).toEqual(['Ada']);
		const { element, unmount } = form(`<form>
			<input id="fname" value="Ada"><input id="lname" value="Lovelace">
			<select id="dname"><option value="ada">ada</option></select></form>`);
		const first = element.querySelector<HTMLInputElement>('#fname')!;
		await act(async () => {
			first.dispatchEvent(new Event('change', { bubbles: true }));
		});
		await act(async () => {
			first.dispatchEvent(new Event('change', { bubbles: true }));
		});
		const options = Array.from(element.querySelector<HTMLSelectElement>('#dname')!.options, (o) => o.value);
		expect(options).toEqual(['ada', 'Ada', 'Ada Lovelace', 'Lovelace Ada']);
		unmount();
	});

	it('blocks a form printed with onsubmit="false" and jumps to the top', () => {
		const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
		const { element, unmount } = form('<form onsubmit="false"><button>Save</button></form>');
		const event = new Event('submit', { cancelable: true, bubbles: true });
		element.dispatchEvent(event);
		expect(event.defaultPrevented).toBe(true);
		expect(scroll).toHaveBeenCalledWith(0, 0);
		unmount();
	});

	it('lets any other form submit', () => {
		const { element, unmount } = form('<form><button>Save</button></form>');
		const event = new Event('submit', { cancelable: true, bubbles: true });
		element.dispatchEvent(event);
		expect(event.defaultPrevented).toBe(false);
		unmount();
	});

	it('leaves the fields inside to their own islands: a moved password field stays where it was put', async () => {
		const { element, unmount } = form('<form><p><input id="fname" value="A"><input id="pw" type="password"></p><select id="dname"></select></form>');
		const password = element.querySelector('#pw')!;
		const wrapper = document.createElement('span');
		password.replaceWith(wrapper);
		wrapper.append(password);
		await act(async () => {
			element.querySelector('#fname')!.dispatchEvent(new Event('change', { bubbles: true }));
		});
		expect(password.parentElement).toBe(wrapper);
		expect(element.querySelectorAll('#dname option')).toHaveLength(1);
		unmount();
	});

	itLeavesNothingBehind({
		html: '<form onsubmit="false"><input id="fname" value="Ada"><input id="lname" value="Lovelace"><select id="dname"><option>Ada</option></select></form>',
		mount: mountAccountForm,
		render: (element) => <AccountForm element={element} />,
		use: (element) => element.querySelector('#lname')!.dispatchEvent(new Event('change', { bubbles: true })),
	});
});
