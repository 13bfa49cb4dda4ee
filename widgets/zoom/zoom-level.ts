/**
 * Article text zoom levels (contract theme-ui §2): steps of 0.1 from 1,
 * down to (10 − out-step)/10 and up to 1 + in-step/10 (defaults out 2, in 3:
 * 0.8 to 1.3). Levels are rounded to one decimal (the original stored float
 * drift such as 1.2000000000000002; both spellings are read).
 */
export interface ZoomBounds {
	min: number;
	max: number;
}

const round = (level: number) => Math.round(level * 10) / 10;
const stepSetting = (value: string | null, fallback: number) => {
	const parsed = Number.parseInt(value ?? '', 10);
	return Number.isFinite(parsed) && parsed >= 1 && parsed <= 9 ? parsed : fallback;
};

export function zoomBounds(inStep: string | null, outStep: string | null): ZoomBounds {
	return { min: round((10 - stepSetting(outStep, 2)) / 10), max: round(1 + stepSetting(inStep, 3) / 10) };
}

export const clampLevel = (level: number, { min, max }: ZoomBounds): number => Math.min(max, Math.max(min, round(level)));

export const stepLevel = (level: number, direction: 1 | -1, bounds: ZoomBounds): number => clampLevel(level + direction / 10, bounds);

/** The level stored in the `zoom_position` cookie, or 1 when absent or unreadable. */
export function storedLevel(cookie: string | undefined, bounds: ZoomBounds): number {
	const parsed = Number.parseFloat(cookie ?? '');
	return Number.isFinite(parsed) && parsed > 0 ? clampLevel(parsed, bounds) : 1;
}

/** The bar's width in percent: fixed to the 0.8–1.3 range whatever the step settings, as in the theme. */
export const barPercent = (level: number): number => Math.min(100, Math.max(0, (100 * (level - 0.8)) / 0.5));
