/**
 * A printed class list with some classes switched on or off, keeping the
 * printed order (themes style by these classes; other scripts test them).
 */
export function classNames(printed: string | null | undefined, switches: Record<string, boolean>): string {
	const printedClasses = (printed ?? '').split(/\s+/).filter(Boolean);
	const classes = printedClasses.filter((name) => switches[name] !== false);
	for (const [name, on] of Object.entries(switches)) if (on && !classes.includes(name)) classes.push(name);
	// Unchanged means byte for byte, spacing included: hydration compares the printed string.
	return classes.length === printedClasses.length && classes.every((name, i) => name === printedClasses[i])
		? (printed ?? '')
		: classes.join(' ');
}
