/**
 * The product data tabs under the summary (single-product/tabs/tabs.php):
 * Description, Additional information (variable products: the attributes) and
 * Reviews (single-product-reviews.php: the approved reviews and the guest
 * review form with WooCommerce's rating select). Printed with WooCommerce
 * 10.9.4's and WordPress 6.9.7's whitespace and comments, as recorded on the
 * real shop with Discussion › "Show Avatars" off (so the page fetches nothing
 * from gravatar.com).
 */
import { type Html, html, raw } from '../http/html';
import type { Product } from '../state/catalogue';
import { type Review, averageRating, reviewsOf } from '../state/reviews';

interface ProductTab {
	key: string;
	title: string;
	panel: Html;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** WordPress's default date format, `F j, Y`. */
const longDate = (iso: string): string => {
	const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
	return `${MONTHS[month - 1]} ${day}, ${year}`;
};

/** wc_get_rating_html(): the stars as an image with its text, widths in whole percent. */
export function starRating(rating: string, count?: number): Html {
	const width = (Number(rating) / 5) * 100;
	const basedOn = count === undefined ? '' : html` based on <span class="rating">${count}</span> customer ${count === 1 ? 'rating' : 'ratings'}`;
	return html`<div class="star-rating" role="img" aria-label="Rated ${rating} out of 5"><span style="width:${width}%">Rated <strong class="rating">${rating}</strong> out of 5${basedOn}</span></div>`;
}

/** single-product/rating.php in the summary: only once the product has a review. */
export function summaryRating(product: Product): Html {
	const reviews = reviewsOf(product.id);
	if (reviews.length === 0) return html``;
	const average = averageRating(reviews).toFixed(2);
	const label = reviews.length === 1 ? 'customer review' : 'customer reviews';
	return html`
	<div class="woocommerce-product-rating">
		${starRating(average, reviews.length)}								<a href="#reviews" class="woocommerce-review-link" rel="nofollow">(<span class="count">${reviews.length}</span> ${label})</a>
						</div>

`;
}

/** wc_list_comments() through single-product/review.php; WordPress alternates the classes. */
function reviewItem(review: Review, index: number): Html {
	const parity = index % 2 === 0 ? 'even thread-even' : 'odd alt thread-odd thread-alt';
	return html`<li class="review ${parity} depth-1" id="li-comment-${review.id}">

	<div id="comment-${review.id}" class="comment_container">

		
		<div class="comment-text">

			${starRating(String(review.rating))}
	<p class="meta">
		<strong class="woocommerce-review__author">${review.author} </strong>
				<span class="woocommerce-review__dash">&ndash;</span> <time class="woocommerce-review__published-date" datetime="${review.date}">${longDate(review.date)}</time>
	</p>

	<div class="description"><p>${raw(review.content.replace(/&/g, '&#038;').replace(/</g, '&lt;').replace(/>/g, '&gt;'))}</p>
</div>
		</div>
	</div>
</li><!-- #comment-## -->
`;
}

const RATING_SELECT = raw(`<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Your rating&nbsp;<span class="required">*</span></label><select name="rating" id="rating" required>
						<option value="">Rate&hellip;</option>
						<option value="5">Perfect</option>
						<option value="4">Good</option>
						<option value="3">Average</option>
						<option value="2">Not that bad</option>
						<option value="1">Very poor</option>
					</select></div>`);

/** comment_form() as WooCommerce configures it for a guest (name and email required, rating required). */
function reviewForm(product: Product, hasReviews: boolean): Html {
	const title = hasReviews ? html`Add a review` : html`Be the first to review &ldquo;${product.name}&rdquo;`;
	return html`<div id="review_form_wrapper">
			<div id="review_form">
					<div id="respond" class="comment-respond">
		<span id="reply-title" class="comment-reply-title" role="heading" aria-level="3">${title} <small><a rel="nofollow" id="cancel-comment-reply-link" href="/product/${product.slug}/#respond" style="display:none;">Cancel reply</a></small></span><form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes"><span id="email-notes">Your email address will not be published.</span> <span class="required-field-message">Required fields are marked <span class="required">*</span></span></p>${RATING_SELECT}<p class="comment-form-comment"><label for="comment">Your review&nbsp;<span class="required">*</span></label><textarea id="comment" name="comment" cols="45" rows="8" required></textarea></p><p class="comment-form-author"><label for="author">Name&nbsp;<span class="required">*</span></label><input id="author" name="author" type="text" autocomplete="name" value="" size="30" required /></p>
<p class="comment-form-email"><label for="email">Email&nbsp;<span class="required">*</span></label><input id="email" name="email" type="email" autocomplete="email" value="" size="30" required /></p>
<p class="comment-form-cookies-consent"><input id="wp-comment-cookies-consent" name="wp-comment-cookies-consent" type="checkbox" value="yes" /> <label for="wp-comment-cookies-consent">Save my name, email, and website in this browser for the next time I comment.</label></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Submit" /> <input type='hidden' name='comment_post_ID' value='${product.id}' id='comment_post_ID' />
<input type='hidden' name='comment_parent' id='comment_parent' value='0' />
</p></form>	</div><!-- #respond -->
				</div>
		</div>`;
}

function reviewsPanel(product: Product): Html {
	const reviews = reviewsOf(product.id);
	const heading =
		reviews.length === 0
			? html`Reviews`
			: html`${reviews.length} ${reviews.length === 1 ? 'review' : 'reviews'} for <span>${product.name}</span>`;
	const list =
		reviews.length === 0
			? html`			<p class="woocommerce-noreviews">There are no reviews yet.</p>
		`
			: html`			<ol class="commentlist">
				${reviews.map(reviewItem)}			</ol>

					`;
	return html`<div id="reviews" class="woocommerce-Reviews">
	<div id="comments">
		<h2 class="woocommerce-Reviews-title">
			${heading}		</h2>

		${list}	</div>

			${reviewForm(product, reviews.length > 0)}
	
	<div class="clear"></div>
</div>
`;
}

/** woocommerce_product_additional_information_tab(): the attributes of a variable product. */
function attributesPanel(product: Product): Html | null {
	if (product.type !== 'variable') return null;
	const rows = product.attributes.map(
		(attribute) => html`		<tr class="woocommerce-product-attributes-item woocommerce-product-attributes-item--attribute_${attribute.name}">
			<th class="woocommerce-product-attributes-item__label" scope="row">${attribute.label}</th>
			<td class="woocommerce-product-attributes-item__value"><p>${attribute.terms.map((term) => term.name).join(', ')}</p>
</td>
		</tr>
	`,
	);
	return html`
	<h2>Additional information</h2>

<table class="woocommerce-product-attributes shop_attributes" aria-label="Product Details">
	${rows}</table>
`;
}

function productTabs(product: Product): ProductTab[] {
	const description = html`
	<h2>Description</h2>

<p>${product.description}</p>
`;
	const tabs: ProductTab[] = [{ key: 'description', title: 'Description', panel: description }];
	const attributes = attributesPanel(product);
	if (attributes) tabs.push({ key: 'additional_information', title: 'Additional information', panel: attributes });
	tabs.push({ key: 'reviews', title: `Reviews (${reviewsOf(product.id).length})`, panel: reviewsPanel(product) });
	return tabs;
}

/** single-product/tabs/tabs.php, from its first tab to its last newline. */
export function productTabsHtml(product: Product): Html {
	const tabs = productTabs(product);
	const titles = tabs.map(
		(tab) => html`							<li role="presentation" class="${tab.key}_tab" id="tab-title-${tab.key}">
					<a href="#tab-${tab.key}" role="tab" aria-controls="tab-${tab.key}">
						${tab.title}					</a>
				</li>
`,
	);
	const panels = tabs.map(
		(tab) => html`					<div class="woocommerce-Tabs-panel woocommerce-Tabs-panel--${tab.key} panel entry-content wc-tab" id="tab-${tab.key}" role="tabpanel" aria-labelledby="tab-title-${tab.key}">
				${tab.panel}			</div>
`,
	);
	return html`	<div class="woocommerce-tabs wc-tabs-wrapper">
		<ul class="tabs wc-tabs" role="tablist">
${titles}					</ul>
${panels}		
			</div>

`;
}
