import { type ReactNode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announce } from '../announcer';
import { act } from '../react/testing/island-kit';
import { Dialog, type DialogCloseReason, type DialogProps } from './index';

type Extra = Partial<DialogProps> & { inner?: ReactNode };
let unmounts: (() => void)[] = [];

afterEach(() => {
	for (const unmount of unmounts.splice(0)) act(() => unmount());
	document.body.innerHTML = '';
	document.documentElement.removeAttribute('style');
	vi.useRealTimers();
});

/** A button that opens a dialog; every close reason is logged and closes it, as owners do. */
function mount(name: string, extra: Extra = {}) {
	const log: DialogCloseReason[] = [];
	const host = document.createElement('div');
	document.body.append(host);
	function Owner() {
		const [open, setOpen] = useState(false);
		return (
			<>
				<button type="button" id={`open-${name}`} onClick={() => setOpen(true)}>
					Open {name}
				</button>
				<Dialog
					title={`${name} title`}
					description={`${name} description`}
					{...extra}
					open={open}
					onClose={(reason) => {
						log.push(reason);
						setOpen(false);
					}}
				>
					<input id={`field-${name}`} />
					<button type="button" id={`last-${name}`}>
						Last
					</button>
					{extra.inner}
				</Dialog>
			</>
		);
	}
	const root = createRoot(host);
	act(() => root.render(<Owner />));
	unmounts.push(() => root.unmount());
	const opener = document.getElementById(`open-${name}`) as HTMLButtonElement;
	const open = () =>
		act(() => {
			opener.focus();
			opener.click();
		});
	return { log, opener, open };
}

const dialogs = () => Array.from(document.querySelectorAll('dialog'));
const key = (target: Element, name: string, init: KeyboardEventInit = {}) => {
	const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
	act(() => {
		target.dispatchEvent(event);
	});
	return event;
};

describe('Dialog', () => {
	it('opens modal in <body>, labelled and described, with focus, live regions and scroll lock inside', () => {
		announce('before');
		const { open } = mount('a');
		open();
		const [dialog] = dialogs();
		expect(dialog!.open).toBe(true);
		expect(dialog!.parentElement).toBe(document.body);
		const title = document.getElementById(dialog!.getAttribute('aria-labelledby')!)!;
		expect(title.localName).toBe('h2');
		expect(title.textContent).toBe('a title');
		expect(document.getElementById(dialog!.getAttribute('aria-describedby')!)!.textContent).toBe('a description');
		expect(document.activeElement!.id).toBe('field-a');
		expect(document.documentElement.style.overflow).toBe('hidden');
		expect(dialog!.contains(document.getElementById('a11y-speak-polite'))).toBe(true);
		expect(dialog!.contains(document.getElementById('a11y-speak-assertive'))).toBe(true);
		expect(document.querySelector('.islands-dialog__close')!.getAttribute('aria-label')).toBe('Close');
	});

	it('closes on Escape, gives focus back to the opener, and puts regions and scroll back', () => {
		const { open, log, opener } = mount('a');
		open();
		const escape = key(document.activeElement!, 'Escape');
		expect(escape.defaultPrevented).toBe(true);
		expect(log).toEqual(['escape']);
		expect(dialogs()).toEqual([]);
		expect(document.activeElement).toBe(opener);
		expect(document.getElementById('a11y-speak-polite')!.parentElement).toBe(document.body);
		expect(document.documentElement.style.overflow).toBe('');
	});

	it('wraps Tab and Shift+Tab inside', () => {
		const { open } = mount('a');
		open();
		const last = document.getElementById('last-a')!;
		last.focus();
		expect(key(last, 'Tab').defaultPrevented).toBe(true);
		expect(document.activeElement!.className).toBe('islands-dialog__close');
		key(document.activeElement!, 'Tab', { shiftKey: true });
		expect(document.activeElement).toBe(last);
		const field = document.getElementById('field-a')!;
		field.focus();
		expect(key(field, 'Tab').defaultPrevented).toBe(false);
	});

	it('closes on a backdrop click and the close button, unless not dismissible (button only)', () => {
		const { open, log } = mount('a');
		open();
		act(() => {
			dialogs()[0]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			dialogs()[0]!.click();
		});
		open();
		act(() => (document.querySelector('.islands-dialog__close') as HTMLButtonElement).click());
		expect(log).toEqual(['backdrop', 'button']);

		const fixed = mount('b', { dismissible: false, initialFocus: '#last-b' });
		fixed.open();
		expect(document.activeElement!.id).toBe('last-b');
		key(document.activeElement!, 'Escape');
		act(() => {
			dialogs()[0]!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
			dialogs()[0]!.click();
		});
		expect(fixed.log).toEqual([]);
		expect(dialogs()).toHaveLength(1);
	});

	it('closes itself after autoCloseMs, paused while the pointer or the reader focus is inside', () => {
		vi.useFakeTimers();
		const { open, log } = mount('a', { autoCloseMs: 3000 });
		open();
		const dialog = dialogs()[0]!;
		act(() => {
			vi.advanceTimersByTime(2000);
		});
		// happy-dom lays nothing out: every box is at 0,0, so a pointer at 0,0 is inside.
		act(() => {
			dialog.dispatchEvent(new PointerEvent('pointermove', { clientX: 0, clientY: 0 }));
		});
		act(() => {
			vi.advanceTimersByTime(5000);
		});
		expect(log).toEqual([]);
		act(() => {
			dialog.dispatchEvent(new PointerEvent('pointerleave'));
		});
		act(() => document.getElementById('last-a')!.focus());
		act(() => {
			vi.advanceTimersByTime(5000);
		});
		expect(log).toEqual([]);
		act(() => document.getElementById('field-a')!.focus());
		act(() => {
			vi.advanceTimersByTime(2999);
		});
		expect(log).toEqual([]);
		act(() => {
			vi.advanceTimersByTime(1);
		});
		expect(log).toEqual(['timeout']);
		expect(dialogs()).toEqual([]);
	});

	it('replaces a dialog opened from the page, and focus goes back to the first opener', () => {
		const first = mount('a');
		const second = mount('b');
		first.open();
		// A script opens another popup while the first is up (its opener is on the page).
		act(() => {
			(document.activeElement as HTMLElement).blur();
			second.opener.click();
		});
		expect(first.log).toEqual(['replaced']);
		expect(dialogs()).toHaveLength(1);
		expect(dialogs()[0]!.textContent).toContain('b title');
		expect(document.documentElement.style.overflow).toBe('hidden');
		key(document.activeElement!, 'Escape');
		expect(second.log).toEqual(['escape']);
		expect(document.activeElement).toBe(first.opener);
		expect(document.documentElement.style.overflow).toBe('');
	});

	it('stacks a dialog opened from inside one: Escape closes the top only, focus returns inside', () => {
		function Inner() {
			const [open, setOpen] = useState(false);
			return (
				<>
					<button type="button" id="open-inner" onClick={() => setOpen(true)}>
						More
					</button>
					<Dialog open={open} onClose={() => setOpen(false)} title="inner title" hideTitle>
						<button type="button">Inner</button>
					</Dialog>
				</>
			);
		}
		const outer = mount('a', { inner: <Inner /> });
		outer.open();
		const more = document.getElementById('open-inner') as HTMLButtonElement;
		act(() => {
			more.focus();
			more.click();
		});
		expect(dialogs()).toHaveLength(2);
		const inner = dialogs().find((dialog) => dialog.textContent!.includes('inner title'))!;
		expect(inner.querySelector('h2')!.className).toContain('islands-dialog__hidden');
		expect(inner.contains(document.getElementById('a11y-speak-polite'))).toBe(true);
		key(document.activeElement!, 'Escape');
		expect(outer.log).toEqual([]);
		expect(dialogs()).toHaveLength(1);
		expect(document.activeElement).toBe(more);
		expect(dialogs()[0]!.contains(document.getElementById('a11y-speak-polite'))).toBe(true);
	});
});
