/**
 * The jnews-review plugin's review box, appended to a reviewed post's content:
 * the average score (coloured by its band), the summary, pros and cons, and
 * the "Review Breakdown". Percentage and point bars are printed empty
 * (`0%` / `0`, the bar's target in `data-width`) for the theme's script to
 * fill when the box comes into view; stars are printed as they stay.
 */
import { type Html, html } from '../../http/html';

export type ReviewType = 'percentage' | 'point' | 'star';

export interface ReviewBox {
	name: string;
	summary: string;
	/** Criterion and its rating out of 10. */
	ratings: readonly (readonly [string, number])[];
	pros: readonly string[];
	cons: readonly string[];
}

/** The plugin's bands: 8 and up good, 6 to 8 average, below 6 bad. */
const band = (mean: number): string => (mean >= 8 ? 'score_good' : mean >= 6 ? 'score_avg' : 'score_bad');

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

function score(type: ReviewType, mean: number): Html {
	const value = type === 'percentage' ? html`${round(mean * 10, 0)}<span class="percentsym">%</span> ` : type === 'point' ? round(mean, 1) : round(mean / 2, 1);
	return html`<div class="review_score ${band(mean)}"><span class="score_value">${value}</span><span class="score_text">Score</span></div>`;
}

/** Five stars for a rating out of 10: each star is two points, a half from half a point. */
function stars(rating: number): Html[] {
	return Array.from({ length: 5 }, (_, star) => {
		const left = rating - star * 2;
		return html`<i class="fa ${left >= 1.5 ? 'fa-star' : left >= 0.5 ? 'fa-star-half-o' : 'fa-star-o'}"></i>`;
	});
}

function breakdown(type: ReviewType, ratings: ReviewBox['ratings']): Html {
	if (type === 'star')
		return html`<div class="jeg_reviewscore jeg_reviewstars clearfix"><h3>Review Breakdown</h3><ul>${ratings.map(
			([criterion, rating]) => html`<li><strong>${criterion}</strong><div class="reviewscore">${stars(rating)}</div></li>`,
		)}</ul></div>`;
	return html`<div class="jeg_reviewscore jeg_reviewbars clearfix" data-scoretype="${type === 'point' ? 'point' : 'percent'}"><h3>Review Breakdown</h3><ul>${ratings.map(
		([criterion, rating]) =>
			html`<li><strong>${criterion}</strong><span class="reviewscore">${type === 'point' ? '0' : '0%'}</span><div class="jeg_reviewbar_wrap"><span data-width="${rating * 10}" class="barbg"></span></div></li>`,
	)}</ul></div>`;
}

const list = (heading: string, icon: string, items: readonly string[]): Html =>
	items.length ? html`<div class="conspros"><h3>${heading}</h3><ul>${items.map((item) => html`<li><i class="${icon}"></i> ${item}</li>`)}</ul></div>` : html``;

export function reviewBox(review: ReviewBox, type: ReviewType): Html {
	const mean = review.ratings.reduce((sum, [, rating]) => sum + rating, 0) / review.ratings.length;
	return html`<div class="jeg_review_wrap"><h3 class="jeg_review_subtitle">The Review</h3><h2 class="jeg_review_title">${review.name}</h2><div class="jeg_reviewheader clearfix">${score(type, mean)}<div class="desc" style=""><p>${review.summary}</p></div></div><div class="jeg_reviewdetail clearfix">${list('PROS', 'jegicon-check', review.pros)}${list('CONS', 'jegicon-cross', review.cons)}</div>${breakdown(type, review.ratings)}</div>`;
}
