import { afterEach, describe, expect, it, vi } from 'vitest';
import { editAccountForm } from '../../demo/server/render/edit-account';
import { formRow } from '../../demo/server/render/form-row';
import type { User } from '../../demo/server/state/users';
import { printedFixtures } from '../../runtime/react/testing/printed-fixtures';
import { serverTree } from '../../runtime/react/server-tree';
import { itHydratesByteForByte, itLeavesNothingBehind } from '../../runtime/react/testing/island-contract-tests';
import { act, fixture, framework, hydrateForTest } from '../../runtime/react/testing/island-kit';
import { FieldDescription, readFieldDescriptionProps } from './field-description';
import mountDescription from './index';
import { island } from './island';

const user = { id: 2, login: 'reader', displayName: 'Reader' } as User;
const details = { firstName: 'Ada', lastName: 'Lovelace', displayName: 'Ada', email: 'ada@example.com' };
const printed = [
	editAccountForm(user, details, 'n', false),
	formRow({ id: 'billing_vat', name: 'billing_vat', label: 'VAT number', value: '', width: 'wide', description: 'For invoices to a company' }),
].flatMap((html) => printedFixtures(html, island.selector));

const row = (id: string, describedBy = true) =>
	`<p class="form-row"><span class="woocommerce-input-wrapper"><input id="${id}"${describedBy ? ` aria-describedby="${id}-description"` : ''}><span class="description" id="${id}-description" aria-hidden="true">About ${id}</span></span></p>`;

/** The wrapper with the island in it: React hydrates whole containers, so the field is rendered as printed beside it. */
function WrapperWithIsland({ wrapper }: { wrapper: HTMLElement }) {
	const description = wrapper.querySelector<HTMLElement>('span.description')!;
	return (
		<span className="woocommerce-input-wrapper">
			{serverTree(wrapper.querySelector('input')!.cloneNode() as Element)}
			<FieldDescription element={description} {...readFieldDescriptionProps(description)!} />
		</span>
	);
}

function mountRow(html: string) {
	const wrapper = fixture(html).firstElementChild as HTMLElement;
	const description = wrapper.querySelector<HTMLElement>('span.description')!;
	const field = wrapper.querySelector('input')!;
	const unmount = framework === 'preact'
		? hydrateForTest(description, <FieldDescription element={description} field={field} />)
		: hydrateForTest(wrapper, <WrapperWithIsland wrapper={wrapper} />);
	return { description, field, unmount };
}

/** The slide up has ended (at once under reduced motion) and its render is done. */
const settle = () => act(async () => {});

afterEach(() => {
	document.body.innerHTML = '';
	vi.unstubAllGlobals();
});

describe('field description', () => {
	itHydratesByteForByte(
		'description',
		printed.map((html) => `<span class="woocommerce-input-wrapper"><input>${html}</span>`),
		(wrapper) => <WrapperWithIsland wrapper={wrapper} />,
	);

	it('is hidden until its field has focus, then shown to assistive technology; Escape and an outside click hide it', async () => {
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
		const { description, field, unmount } = mountRow(row('vat'));
		expect(description.style.display).toBe('none');
		expect(description.getAttribute('aria-hidden')).toBe('true');
		await act(async () => {
			field.dispatchEvent(new FocusEvent('focus'));
		});
		expect(description.style.display).toBe('block');
		expect(description.getAttribute('aria-hidden')).toBe('false');
		await act(async () => {
			document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
		});
		expect(description.getAttribute('aria-hidden')).toBe('true');
		await settle();
		expect(description.style.display).toBe('none');
		await act(async () => field.click());
		expect(description.style.display).toBe('block');
		await act(async () => document.body.click());
		await settle();
		expect(description.style.display).toBe('none');
		unmount();
	});

	it('opening one description closes the other', async () => {
		vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
		const first = mountRow(row('a'));
		const second = mountRow(row('b'));
		await act(async () => {
			first.field.dispatchEvent(new FocusEvent('focus'));
		});
		await act(async () => {
			second.field.dispatchEvent(new FocusEvent('focus'));
		});
		await settle();
		expect(first.description.style.display).toBe('none');
		expect(second.description.style.display).toBe('block');
		first.unmount();
		second.unmount();
	});

	it('links the field to its description when the template did not, and unlinks it when unmounted', () => {
		const { field, description, unmount } = mountRow(row('c', false));
		expect(field.getAttribute('aria-describedby')).toBe(description.id);
		unmount();
		expect(field.hasAttribute('aria-describedby')).toBe(false);
	});

	itLeavesNothingBehind({
		html: row('d'),
		mount: (element, context) => mountDescription(element.querySelector<HTMLElement>('span.description')!, context),
		render: (element) => <p><WrapperWithIsland wrapper={element.firstElementChild as HTMLElement} /></p>,
		use: (element) => element.querySelector('input')!.dispatchEvent(new FocusEvent('focus')),
		usage: 'opened each time',
	});
});
