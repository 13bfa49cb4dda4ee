/**
 * lazysizes' rules the theme's markup relies on (contract theme-ui §13):
 * an image is unveiled when it comes within `expand` px of the viewport
 * (500 on screens larger than 500×500, else 370, unless the element's
 * `data-expand` says otherwise), and `data-sizes="auto"` becomes the
 * element's width, at least 40 px.
 */
export const MIN_SIZE_PX = 40;

export function expandPx(dataExpand: string | null, viewport: { width: number; height: number }): number {
	const own = Number.parseInt(dataExpand ?? '', 10);
	if (Number.isFinite(own) && own > 0) return own;
	return viewport.width > 500 && viewport.height > 500 ? 500 : 370;
}

export const autoSizes = (width: number): string => `${Math.max(MIN_SIZE_PX, Math.round(width))}px`;

/** The first URL of a `data-bgset` candidate list (`url [media] , url …`). */
export const firstBackground = (bgset: string | null): string | null => bgset?.split(',')[0]?.trim().split(/\s+/)[0] || null;
