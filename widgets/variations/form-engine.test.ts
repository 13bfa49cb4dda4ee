import { describe, expect, it } from 'vitest';
import { createFormEngine, type FormEffect, type FormModel, QUANTITY, VARIATION_ID } from './form-engine';
import { EVENTS_ON_A_FULL_CHOICE, HOODIE, PARAMS, variation } from './fixtures';

const OPTIONS = { attribute_pa_color: ['blue', 'green'], attribute_pa_size: ['s', 'm', 'l'] };
const fields = (color: string, size: string, quantity = '1') => ({ chosen: { attribute_pa_color: color, attribute_pa_size: size }, quantity });
const emitted = (effects: FormEffect[]) => effects.flatMap((effect) => (effect.kind === 'emit' ? [effect.name] : []));

function engine(variations: typeof HOODIE | false = HOODIE) {
	const published: FormModel[] = [];
	return { published, engine: createFormEngine(variations, OPTIONS, PARAMS, fields('', ''), '0', (model) => published.push(model)) };
}

describe('form engine', () => {
	it('publishes one model per step and hands each effect out once, in order', () => {
		const { engine: form, published } = engine();
		form.change(fields('blue', 'l', '7'), 'attribute_pa_size', true);
		expect(published).toHaveLength(1);
		expect(published[0]).toMatchObject({ revision: 1, variationId: '18', button: 'purchasable', resetLink: true, quantity: { value: '2', min: '1', max: '2' } });
		const effects = form.take();
		expect(effects.slice(0, 2)).toEqual([{ kind: 'change', field: 'attribute_pa_size' }, { kind: 'change', field: VARIATION_ID }]);
		expect(effects).toContainEqual({ kind: 'change', field: QUANTITY });
		expect(emitted(effects)).toEqual(EVENTS_ON_A_FULL_CHOICE);
		expect(effects.find((effect) => effect.kind === 'emit' && effect.name === 'show_variation')).toMatchObject({ args: [HOODIE[2], true], panel: true });
		expect(form.take()).toEqual([]);
	});

	it('on the AJAX path a full choice asks for a lookup; an answer for a cancelled one changes nothing', () => {
		const { engine: form, published } = engine(false);
		form.change(fields('blue', 's'), 'attribute_pa_size');
		const first = form.take().find((effect) => effect.kind === 'lookup');
		expect(first).toMatchObject({ kind: 'lookup', choice: { attribute_pa_color: 'blue', attribute_pa_size: 's' } });
		form.change(fields('blue', 'm'), 'attribute_pa_size');
		const effects = form.take();
		expect(effects.map((effect) => effect.kind)).toContain('abort');
		const second = effects.find((effect) => effect.kind === 'lookup');
		const steps = published.length;
		expect(form.answer(fields('blue', 'm'), (first as { token: number }).token, { kind: 'found', variation: HOODIE[0] })).toBe(false);
		expect(published).toHaveLength(steps);
		form.answer(fields('blue', 'm'), (second as { token: number }).token, { kind: 'found', variation: HOODIE[1] });
		expect(form.model).toMatchObject({ pending: 0, variationId: '17', shown: HOODIE[1] });
	});

	it('clears an older choice the newest one made impossible, and says change on its select', () => {
		const { engine: form } = engine([HOODIE[0], variation(20, { attribute_pa_color: 'green', attribute_pa_size: 'm' })]);
		form.change(fields('green', 's'), 'attribute_pa_color');
		expect(form.model.chosen).toEqual({ attribute_pa_color: 'green', attribute_pa_size: '' });
		expect(form.take()).toContainEqual({ kind: 'change', field: 'attribute_pa_size' });
	});
});
