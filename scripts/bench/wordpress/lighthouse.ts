/**
 * Lighthouse's view of a first visit, as site owners run it: the npm `lighthouse` package, its
 * default (mobile) configuration with simulated throttling, the performance category only, in
 * Debian's Chromium launched fresh for each run (chrome-launcher), so no run inherits another's
 * cache. The visitor's side and staged cart or wishlist travel as the Cookie header of every
 * request (`cookies`), since Lighthouse opens its own tab.
 *
 *   Lighthouse score   the performance score, 0–100
 *   LCP                largest contentful paint, simulated
 *   TBT                total blocking time, simulated
 *   script bootup      the bootup-time audit: script evaluation and parsing, all scripts
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromePath } from '../../e2e/browser-path';
import type { Sample, Side } from './figures';

const AUDITS = [
	['LCP', 'largest-contentful-paint'],
	['TBT', 'total-blocking-time'],
	['script bootup', 'bootup-time'],
] as const;

export async function measureLighthouse(group: string, url: string, cookies: string, side: Side): Promise<Sample[]> {
	const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
	try {
		const result = await lighthouse(url, {
			port: chrome.port,
			output: 'json',
			logLevel: 'error',
			onlyCategories: ['performance'],
			extraHeaders: { Cookie: cookies },
		});
		const lhr = result?.lhr;
		const score = lhr?.categories.performance?.score;
		if (!lhr || typeof score !== 'number') throw new Error(`Lighthouse measured nothing on ${url}: ${lhr?.runtimeError?.message ?? 'no score'}`);
		return [
			{ group, name: 'Lighthouse score', unit: 'points', side, value: Math.round(score * 100) },
			...AUDITS.map(([name, audit]): Sample => ({ group, name: `Lighthouse ${name}`, unit: 'ms', side, value: lhr.audits[audit]?.numericValue ?? Number.NaN })),
		];
	} finally {
		chrome.kill();
	}
}
