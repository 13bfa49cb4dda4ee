/**
 * The review form's rating (single-product.js's star rating) as a radio
 * group: the printed `#rating` select is hidden and keeps the value the form
 * posts, and WooCommerce's `p.stars` (the classes its CSS draws as stars:
 * `star-1`…`star-5`, `active`, `selected`) goes before it, its five links
 * radios named by `i18n_rating_options`, labelled by the form's rating label.
 * Arrow keys move the choice and the one tab stop, Space or Enter chooses.
 * While a rating is required, sending the form without one is refused in
 * place of single-product.js's `alert()`: the form sends nothing, the
 * message shows under the stars in an alert, and focus goes to the stars.
 */
import { type KeyboardEvent, type MouseEvent, useLayoutEffect, useRef, useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { useIslandId } from '../../runtime/react/island-root';
import { classNames } from '../../runtime/react/class-names';
import { serverTree } from '../../runtime/react/server-tree';
import { useDomEvent } from '../../runtime/react/use-dom-event';
import { useHydrated } from '../../runtime/react/use-hydrated';

export interface StarRatingProps {
	/** The five stars' names, lowest first. */
	names: readonly string[];
	/** `review_rating_required === 'yes'`. */
	required: boolean;
	requiredText: string;
}

const NEXT_KEYS = ['ArrowRight', 'ArrowDown'];
const PREVIOUS_KEYS = ['ArrowLeft', 'ArrowUp'];

/** A click on something that sends the form: its submit buttons, or a press of Enter in a field (which clicks the first one). */
const isSubmitter = (target: EventTarget | null, form: HTMLFormElement): boolean =>
	target instanceof Element && (target as HTMLButtonElement).form === form && (target.matches('button:not([type]), [type=submit]') || target.matches('input[type=image]'));

export function StarRating({ element, names, required, requiredText }: StarRatingProps & IslandProps) {
	const select = element as HTMLSelectElement;
	const [printed] = useState(() => select.cloneNode(true) as Element);
	const [rating, setRating] = useState(() => Number(select.value) || 0);
	// Counts refusals: each one re-creates the message so it is announced again.
	const [refusals, setRefusals] = useState(0);
	const hydrated = useHydrated();
	const id = useIslandId();
	const stars = useRef<HTMLElement[]>([]);
	const focusStar = useRef<number | null>(null);
	const labelId = select.labels?.[0]?.id || undefined;

	const choose = (value: number, focus: boolean) => {
		select.value = String(value);
		setRating(value);
		setRefusals(0);
		if (focus) focusStar.current = value;
	};

	const refuse = (event: Event) => {
		if (!required || select.value) return;
		event.preventDefault();
		event.stopPropagation();
		setRefusals((count) => count + 1);
		focusStar.current = rating || 1;
	};
	// A click on a submit button comes before the browser checks the required (and now hidden) select.
	useDomEvent(select.form, 'click', (event) => {
		if (select.form && isSubmitter(event.target, select.form)) refuse(event);
	});
	// A form marked `novalidate`, or sent by script, gets as far as submit.
	useDomEvent(select.form, 'submit', refuse);

	useLayoutEffect(() => {
		if (focusStar.current === null) return;
		stars.current[focusStar.current - 1]?.focus();
		focusStar.current = null;
	});

	const onKeyDown = (value: number) => (event: KeyboardEvent<HTMLElement>) => {
		const step = NEXT_KEYS.includes(event.key) ? 1 : PREVIOUS_KEYS.includes(event.key) ? -1 : 0;
		if (step === 0 && event.key !== ' ') return;
		event.preventDefault();
		// As single-product.js: the arrows that move between stars do not reach the gallery's slider.
		event.stopPropagation();
		choose(step === 0 ? value : ((value - 1 + step + names.length) % names.length) + 1, true);
	};
	const onClick = (value: number) => (event: MouseEvent<HTMLElement>) => {
		event.preventDefault();
		choose(value, false);
	};

	const tabStop = rating || 1;
	const errorId = `${id}error`;
	const refused = refusals > 0;
	return (
		<>
			{hydrated && (
				<p className={classNames('stars', { selected: rating > 0 })}>
					<span
						role="radiogroup"
						aria-labelledby={labelId}
						aria-required={required ? 'true' : undefined}
						aria-invalid={refused ? 'true' : undefined}
						aria-describedby={refused ? errorId : undefined}
					>
						{names.flatMap((name, index) => {
							const value = index + 1;
							// Spaced as single-product.js prints them, so the stars read as five names, not one run-on word.
							return [
								index > 0 ? ' ' : null,
								<a
									key={value}
									ref={(star: HTMLElement | null) => {
										if (star) stars.current[index] = star;
									}}
									role="radio"
									tabIndex={value === tabStop ? 0 : -1}
									aria-checked={value === rating ? 'true' : 'false'}
									className={classNames(`star-${value}`, { active: value === rating })}
									href="#"
									onClick={onClick(value)}
									onKeyDown={onKeyDown(value)}
								>
									{name}
								</a>,
							];
						})}
					</span>
				</p>
			)}
			{serverTree(printed, (node) => hydrated && node === printed && { style: { display: 'none' } })}
			{hydrated && (
				<p id={errorId} className="comment-form-rating-error" role="alert">
					{refused && <span key={refusals}>{requiredText}</span>}
				</p>
			)}
		</>
	);
}
