import { afterEach, describe, expect, it } from 'vitest';
import { act, checkServerIdentity, fixture, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { itKeepsCommentsAndHandlers } from '../../runtime/react/testing/island-contract-tests';
import { DialogOpener, readDialogOpenerProps } from './dialog-opener';

const content = '<div id="terms" hidden data-dialog-title="Terms of sale" data-dialog-autoclose="3000"><p id="inside">Ships in two days.</p></div>';
const button = '<button type="button" class="button" data-dialog-open="terms">Read the terms</button>';

afterEach(() => {
	document.body.innerHTML = '';
});

describe('dialog opener', () => {
	it('hydrates the printed button byte for byte', async () => {
		document.body.insertAdjacentHTML('beforeend', content);
		const { before, after, mismatches } = await checkServerIdentity(button, (element) => (
			<DialogOpener element={element} {...readDialogOpenerProps(element)!} />
		));
		expect(after).toBe(before);
		expect(mismatches).toEqual([]);
	});
	itKeepsCommentsAndHandlers('button', button, (element) => <DialogOpener element={element} {...readDialogOpenerProps(element)!} />);

	it('reads the title and timer from the content, and stays off without content', () => {
		document.body.insertAdjacentHTML('beforeend', content);
		const props = readDialogOpenerProps(fixture(button));
		expect(props).toMatchObject({ title: 'Terms of sale', autoCloseMs: 3000 });
		expect(readDialogOpenerProps(fixture('<button data-dialog-open="nope">x</button>'))).toBeNull();
	});

	it('moves the printed content into the dialog while open and back on close', async () => {
		document.body.insertAdjacentHTML('beforeend', content);
		const element = fixture(button);
		const unmount = hydrateForTest(element, <DialogOpener element={element} {...readDialogOpenerProps(element)!} />);
		await act(async () => element.click());
		const dialog = document.querySelector('dialog')!;
		expect(element.getAttribute('aria-haspopup')).toBe('dialog');
		expect(dialog.contains(document.getElementById('inside'))).toBe(true);
		expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Terms of sale');
		await act(async () => (dialog.querySelector('.islands-dialog__close') as HTMLElement).click());
		expect(document.querySelector('dialog')).toBeNull();
		expect(document.getElementById('inside')!.parentElement!.id).toBe('terms');
		unmount();
	});
});
