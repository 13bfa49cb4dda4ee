/**
 * The table of intended differences, in Markdown, from the list the differential journeys check
 * (`intended-differences.ts`): `npm run differences:table` prints it for docs/contributing.md, and a unit
 * test fails while that copy differs.
 */
import { type IntendedDifference, INTENDED_DIFFERENCES } from './intended-differences';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

const journeysOf = ({ journeys, settings }: IntendedDifference) =>
	`${journeys === '*' ? 'every journey' : journeys.join('; ')}${settings ? ` (${settings.join('; ')})` : ''}`;

export function differencesTable(differences: readonly IntendedDifference[] = INTENDED_DIFFERENCES): string {
	const lines = differences.map((difference) => `| ${[journeysOf(difference), `\`${difference.at}\``, difference.original, difference.islands, difference.why].map(cell).join(' | ')} |`);
	return ['| Journeys | What | The original scripts | The islands | Why |', '|---|---|---|---|---|', ...lines].join('\n');
}

if (process.argv[1]?.endsWith('differences-table.ts')) console.log(differencesTable());
