import { describe, expect, it } from 'vitest';
import { countPendingTimers } from './leak-cycles';

describe('pending timer count', () => {
	it('counts timeouts and intervals left pending, not those cleared or already run', async () => {
		let ran = false;
		const leaked = await countPendingTimers(async () => {
			setTimeout(() => {}, 60_000);
			setInterval(() => {}, 60_000);
			clearTimeout(setTimeout(() => {}, 10));
			clearInterval(setInterval(() => {}, 10));
			await new Promise<void>((resolve) => setTimeout(() => ((ran = true), resolve()), 0));
		});
		expect(ran).toBe(true);
		expect(leaked).toBe(2);
	});

	it('puts the real timer functions back', async () => {
		const before = globalThis.setTimeout;
		await countPendingTimers(async () => {});
		expect(globalThis.setTimeout).toBe(before);
	});
});
