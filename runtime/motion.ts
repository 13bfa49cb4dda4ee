/** Whether the reader asked for less motion; animations and smooth scrolls are skipped then. */
export const prefersReducedMotion = (): boolean =>
	typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
