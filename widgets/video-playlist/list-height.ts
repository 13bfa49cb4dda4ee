/**
 * The vertical playlist's list height (contract theme-ui §4): beside the
 * video (a full-width block above 768 px, a 9-column one above 1024 px) the
 * list is as tall as the video minus the "Currently Playing" bar; stacked
 * under the video it shows three items. The list scrolls natively.
 */
export interface ListMeasures {
	column: string;
	windowWidth: number;
	videoHeight: number;
	currentHeight: number;
	itemHeights: readonly number[];
}

export function verticalListHeight({ column, windowWidth, videoHeight, currentHeight, itemHeights }: ListMeasures): number {
	const beside = (column === '12' && windowWidth > 768) || (column === '9' && windowWidth > 1024);
	if (beside) return Math.max(0, videoHeight - currentHeight);
	return itemHeights.slice(0, 3).reduce((sum, height) => sum + height, 0);
}
