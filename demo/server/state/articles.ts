/**
 * The magazine side of the site. Articles carry no shop markup at all, so an
 * article page proves the loader fetches no widget chunk where none is needed.
 */

export interface Article {
	slug: string;
	title: string;
	date: string;
	author: string;
	excerpt: string;
	paragraphs: readonly string[];
	tile: string;
}

export const ARTICLES: readonly Article[] = [
	{
		slug: 'city-council-approves-night-trams',
		title: 'City council approves night trams',
		date: '2025-11-20',
		author: 'Ada Reyes',
		excerpt: 'Three lines will run until 2 a.m. from March, after a vote that split the council along unusual lines.',
		paragraphs: [
			'After two years of consultation, the council voted 31 to 24 to extend three tram lines into the night.',
			'Operators expect about four thousand extra journeys on a Friday. Unions asked for a review after six months.',
			'Residents along the eastern line raised noise concerns; the trams will slow down in two residential stretches.',
		],
		tile: '#0369a1',
	},
	{
		slug: 'the-quiet-return-of-the-bookshop',
		title: 'The quiet return of the bookshop',
		date: '2025-11-18',
		author: 'Tom Okafor',
		excerpt: 'Independent bookshops opened faster than they closed this year. We asked five owners why.',
		paragraphs: [
			'Footfall is still below its peak, but spending per visit is up by a fifth since last year.',
			'Owners credit events, reading groups and staff recommendations that an algorithm cannot fake.',
		],
		tile: '#9a3412',
	},
	{
		slug: 'a-week-without-a-phone',
		title: 'A week without a phone',
		date: '2025-11-15',
		author: 'Mina Patel',
		excerpt: 'Our columnist put her phone in a drawer for seven days. The hardest part was not what she expected.',
		paragraphs: [
			'Day one was the alarm clock. Day two was the bus timetable. By day four, the silence felt like a holiday.',
			'The hardest part was the group chat: nobody had told her that the picnic moved to Sunday.',
		],
		tile: '#4d7c0f',
	},
	{
		slug: 'how-we-test-weather-apps',
		title: 'How we test weather apps',
		date: '2025-11-12',
		author: 'Jon Berg',
		excerpt: 'Forty days, six apps, one rain gauge on the office roof: our method, and what surprised us.',
		paragraphs: [
			'Each morning at seven we recorded every app’s forecast for the next 24 hours.',
			'The rain gauge disagreed with all six apps on the same four days, all of them with thunderstorms.',
		],
		tile: '#6d28d9',
	},
];

export const findArticle = (slug: string): Article | undefined => ARTICLES.find((a) => a.slug === slug);
