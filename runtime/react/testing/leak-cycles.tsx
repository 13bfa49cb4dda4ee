/**
 * The unmount-cleanup check every island runs: mount and unmount it `rounds`
 * times over fresh markup and count the listeners left on document, window
 * and body. Under Preact it goes through the island's real mount function
 * (readProps, root fragment); React cannot host a root on a root fragment, so
 * under React the component is hydrated over the markup's container instead.
 * With `timers`, timeouts and intervals the island set and left pending after
 * its unmount (neither run nor cleared) count as leaks too.
 */
import type { ReactNode } from 'react';
import type { MountIsland } from '../../loader/manifest';
import { act, countLeakedListeners, fixture, framework, hydrateForTest, testContext } from './island-kit';

export interface LeakCycle {
	/** The printed markup; its first element is the island. */
	html: string;
	mount: MountIsland;
	/** The component with its props, for the React run. */
	render: (element: HTMLElement) => ReactNode;
	/** Runs while mounted, e.g. a click that opens what the island adds. */
	use?: (element: HTMLElement) => unknown;
	rounds?: number;
	/** Also count timers still pending once everything is unmounted. */
	timers?: boolean;
}

type TimerFn = (handler: unknown, delay?: number, ...args: unknown[]) => unknown;
type ClearFn = (id?: unknown) => void;

/** Timeouts and intervals set during `run` that are still pending after it. */
export async function countPendingTimers(run: () => Promise<void>): Promise<number> {
	const pending = new Set<unknown>();
	const scope = globalThis as unknown as Record<'setTimeout' | 'setInterval', TimerFn> & Record<'clearTimeout' | 'clearInterval', ClearFn>;
	const saved = { setTimeout: scope.setTimeout, clearTimeout: scope.clearTimeout, setInterval: scope.setInterval, clearInterval: scope.clearInterval };
	scope.setTimeout = (handler, delay, ...args) => {
		const id = saved.setTimeout(() => {
			pending.delete(id);
			if (typeof handler === 'function') handler(...args);
		}, delay);
		pending.add(id);
		return id;
	};
	scope.setInterval = (handler, delay, ...args) => {
		const id = saved.setInterval(handler, delay, ...args);
		pending.add(id);
		return id;
	};
	scope.clearTimeout = (id) => {
		pending.delete(id);
		saved.clearTimeout(id);
	};
	scope.clearInterval = (id) => {
		pending.delete(id);
		saved.clearInterval(id);
	};
	try {
		await run();
	} finally {
		Object.assign(scope, saved);
	}
	for (const id of pending) saved.clearInterval(id);
	return pending.size;
}

export async function countIslandLeaks({ html, mount, render, use, rounds = 100, timers = false }: LeakCycle): Promise<number> {
	let leakedTimers = 0;
	const listeners = await countLeakedListeners([document, window, document.body], async () => {
		if (timers) leakedTimers = await countPendingTimers(() => cycle({ html, mount, render, use, rounds }));
		else await cycle({ html, mount, render, use, rounds });
	});
	return listeners + leakedTimers;
}

async function cycle({ html, mount, render, use, rounds = 100 }: LeakCycle): Promise<void> {
	for (let round = 0; round < rounds; round++) {
		const element = fixture(html);
		const container = element.parentElement!;
		let unmount: void | (() => void);
		if (framework === 'preact')
			await act(async () => {
				unmount = await mount(element, testContext());
			});
		else unmount = hydrateForTest(element, render(element));
		if (use)
			await act(async () => {
				await use(element);
			});
		await act(async () => unmount?.());
		container.remove();
	}
}
