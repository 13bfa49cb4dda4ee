/**
 * The display names WordPress offers after a first or last name change
 * (theme-ui §19): the changed name, "first last" and "last first". The theme
 * appended them on every change and piled up duplicates; only names the
 * select does not offer yet are added (the decision §23.14 recommends).
 */
export function displayNameChoices(first: string, last: string, changed: 'first' | 'last'): string[] {
	const both = [`${first} ${last}`, `${last} ${first}`].map((name) => name.trim());
	return [changed === 'first' ? first : last, ...both].filter((name) => name !== '');
}

/** The choices not among `offered`, each once, in order. */
export function newChoices(offered: Iterable<string>, choices: readonly string[]): string[] {
	const seen = new Set(offered);
	return choices.filter((name) => !seen.has(name) && Boolean(seen.add(name)));
}
