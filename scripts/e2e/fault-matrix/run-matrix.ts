/**
 * Runs rows of the fault matrix: one page per island, each fault a test in that page, set per
 * request by the demo's fault cookies (no reload between cells). A cell: the interaction under
 * the fault, the user's outcome, nothing left busy, the server's effect neither lost nor doubled,
 * then the fault cleared and the next interaction landing. Timers run on Playwright's clock, so a
 * held request meets the client's own timeout at once (the same code path, no shorter setting).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DemoPage, useBrowser } from '../session';
import { FAULT_LABELS, FAULTS, type Fault, PAST_TIMEOUT_MS, startFault, stopFault } from './faults';
import type { FailingFault, IslandRow } from './island-row';

const RAPID_TIMES = 10;

/** Empties the live regions, so the next announcement is this interaction's own. */
const clearAnnouncements = (demo: DemoPage) =>
	demo.page.evaluate(() => {
		for (const region of document.querySelectorAll('.a11y-speak-region, [id^="a11y-speak-"]')) region.textContent = '';
	});

const sentCount = (row: IslandRow, demo: DemoPage) => row.browserFault?.requests() ?? demo.ajax.filter((call) => call.endpoint === row.sentAs).length;

async function expectIdle(row: IslandRow, demo: DemoPage) {
	if (row.busy === '') return;
	await expect.poll(() => demo.page.locator(row.busy).count(), { message: `${row.name}: controls left busy (${row.busy})` }).toBe(0);
}

async function expectEffect(row: IslandRow, demo: DemoPage, expected: number) {
	if (row.effect) await expect.poll(() => row.effect!(demo), { message: `${row.name}: server effect` }).toBe(expected);
}

export function faultMatrix(rows: readonly IslandRow[]) {
	const openPage = useBrowser();
	for (const row of rows)
		describe(row.name, () => {
			let demo: DemoPage;
			let n = 0;
			const uncaught: string[] = [];

			beforeAll(async () => {
				demo = await openPage();
				demo.page.on('pageerror', (error) => uncaught.push(String(error)));
				await demo.page.clock.install();
				await row.open(demo);
			});
			afterAll(async () => {
				await demo?.context.close();
			});

			/** One normal interaction, landing. */
			async function works() {
				n++;
				await row.prepare?.(demo, n);
				const before = row.effect ? await row.effect(demo) : 0;
				await clearAnnouncements(demo);
				await row.act(demo, n);
				await row.succeeded(demo, n);
				await expectIdle(row, demo);
				await expectEffect(row, demo, before + 1);
			}

			async function underFault(fault: Exclude<Fault, 'rapid'>) {
				n++;
				await row.prepare?.(demo, n);
				const before = row.effect ? await row.effect(demo) : 0;
				await clearAnnouncements(demo);
				const sent = sentCount(row, demo);
				if (row.browserFault && fault !== 'offline') await row.browserFault.start(demo, fault);
				else await startFault(demo.context, inject('baseUrl'), fault, row.endpoint);
				await row.act(demo, n);
				if (fault === 'timeout') {
					// Held by the server: the client's timer is all that can end it.
					await expect.poll(() => sentCount(row, demo)).toBeGreaterThan(sent);
					await demo.page.clock.fastForward(PAST_TIMEOUT_MS);
				}
				if (fault === 'latency') await row.succeeded(demo, n);
				else await row.failed(demo, fault as FailingFault, n);
				await expectIdle(row, demo);
				await stopFault(demo.context);
				await row.browserFault?.stop(demo);
				await expectEffect(row, demo, before + (fault === 'latency' ? 1 : (row.failedEffect?.(fault as FailingFault) ?? 0)));
			}

			async function rapidly() {
				n++;
				await row.prepare?.(demo, n);
				const before = row.effect ? await row.effect(demo) : 0;
				await clearAnnouncements(demo);
				const start = demo.ajax.length;
				for (let time = 0; time < RAPID_TIMES; time++) await (row.rapid.act ?? row.act)(demo, n, time);
				await row.succeeded(demo, n);
				await expectIdle(row, demo);
				await expectEffect(row, demo, before + (row.rapid.effect ?? 0));
				await row.rapid.check?.(demo, demo.ajax.slice(start).filter((call) => call.endpoint === row.sentAs));
			}

			for (const fault of FAULTS) {
				const why = row.notApplicable?.[fault];
				it.skipIf(why !== undefined)(FAULT_LABELS[fault], async () => {
					await stopFault(demo.context);
					if (fault === 'rapid') await rapidly();
					else await underFault(fault);
					// The next normal interaction works (a slow answer that landed already was one).
					if (fault !== 'latency') await works();
					expect(uncaught).toEqual([]);
				});
			}
		});
}
