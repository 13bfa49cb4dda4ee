/**
 * Product reviews (WordPress comments of type `review` with a `rating` meta),
 * approved ones only. Ids are comment ids, so `#comment-3` on the Hoodie's
 * page names a review, as on a real shop.
 */

export interface Review {
	id: number;
	productId: number;
	author: string;
	/** 1–5 stars. */
	rating: number;
	content: string;
	/** ISO 8601 with the site's offset, as `<time datetime>` prints it. */
	date: string;
}

const REVIEWS: readonly Review[] = [
	{ id: 2, productId: 15, author: 'Ann', rating: 5, content: 'Warm, heavy and the masthead survived forty washes.', date: '2026-10-02T09:14:00+00:00' },
	{ id: 3, productId: 15, author: 'Bo', rating: 3, content: 'Runs large: take a size down.', date: '2026-10-19T17:40:00+00:00' },
	{ id: 4, productId: 15, author: 'Chidi', rating: 4, content: 'Soft & warm; the green is darker than on the pictures.', date: '2026-11-03T12:05:00+00:00' },
];

export const reviewsOf = (productId: number): readonly Review[] => REVIEWS.filter((review) => review.productId === productId);

/** WooCommerce's `_wc_average_rating`: the mean of the ratings, 0 without reviews. */
export function averageRating(reviews: readonly Review[]): number {
	if (reviews.length === 0) return 0;
	return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}
