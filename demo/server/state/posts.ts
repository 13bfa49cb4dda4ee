/**
 * The news archive behind `GET /wp/v2/posts`: 237 generated posts, enough for
 * three pages of 100, so paging and the REST helper's fetch-all (`Link:
 * rel="next"`) meet a short last page (100 + 100 + 37). Generated from the
 * index, so every server and every test sees the same archive.
 */

export interface Post {
	id: number;
	slug: string;
	title: string;
	/** `Y-m-d\TH:i:s`, newest first across the archive. */
	date: string;
	excerpt: string;
	/** The admin (user 1) wrote them all, which makes that user public in the REST API. */
	author: number;
}

export const POST_COUNT = 237;
const FIRST_POST_ID = 101;
const NEWEST = Date.UTC(2025, 10, 10, 8, 0, 0);
const SIX_HOURS_MS = 21_600_000;

const TOPICS = ['Council budget', 'Harbour works', 'School meals', 'Library hours', 'Cycle lanes', 'Market day', 'River levels'];

function generate(index: number): Post {
	const id = FIRST_POST_ID + index;
	const topic = TOPICS[index % TOPICS.length];
	const number = index + 1;
	return {
		id,
		slug: `${topic.toLowerCase().replace(/\s+/g, '-')}-${number}`,
		title: `${topic}, part ${number}`,
		// The highest id is the newest post.
		date: new Date(NEWEST - (POST_COUNT - number) * SIX_HOURS_MS).toISOString().slice(0, 19),
		excerpt: `Archive item ${number} of ${POST_COUNT}: what changed this week about ${topic.toLowerCase()}.`,
		author: 1,
	};
}

/** Newest first, the REST API's default order (date, descending). */
export const POSTS: readonly Post[] = Array.from({ length: POST_COUNT }, (_, i) => generate(i)).reverse();
