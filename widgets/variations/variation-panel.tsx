/**
 * The contents of `.single_variation` for the shown variation, as
 * WooCommerce's `variation-template` prints them: description, price and
 * availability (server HTML, rendered inert), or, for a variation that is not
 * visible, the "unavailable" paragraph. The templates' line breaks come too:
 * the region is a live one, and its text is what a screen reader says
 * ("$55.00 2 in stock", not "$55.002 in stock").
 */
import { useMemo } from 'react';
import type { WcVariation } from '../../contracts/variations';
import { serverHtml } from './server-html';

export interface VariationPanelProps {
	variation: WcVariation;
	unavailableText: string;
	doc: Document;
}

export function VariationPanel({ variation, unavailableText, doc }: VariationPanelProps) {
	const blocks = useMemo(
		() =>
			[
				['woocommerce-variation-description', variation.variation_description],
				['woocommerce-variation-price', variation.price_html],
				['woocommerce-variation-availability', variation.availability_html],
			].flatMap(([className, markup]) => [
				'\n\t',
				<div key={className} className={className}>
					{serverHtml(doc, markup)}
				</div>,
			]),
		[variation, doc],
	);
	if (!variation.variation_is_visible)
		return (
			<>
				{'\n\t'}
				<p role="alert">{unavailableText}</p>
				{'\n'}
			</>
		);
	return <>{[...blocks, '\n']}</>;
}
