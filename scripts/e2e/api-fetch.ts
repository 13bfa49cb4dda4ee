import type { DemoPage } from './session';

export type ApiFetch = (options: object) => Promise<unknown>;

/** What a page script gets from `wp.apiFetch`: the value, or the error it rejected with. */
export const callApiFetch = (demo: DemoPage, options: object) =>
	demo.page.evaluate(
		(options) =>
			(window as unknown as { wp: { apiFetch: ApiFetch } }).wp.apiFetch(options).then(
				(value) => ({ value }),
				(error: unknown) => ({ error }),
			),
		options,
	);
