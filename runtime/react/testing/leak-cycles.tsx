/**
 * The unmount-cleanup check every island runs: mount and unmount it `rounds`
 * times over fresh markup and count the listeners left on document, window
 * and body. Under Preact it goes through the island's real mount function
 * (readProps, root fragment); React cannot host a root on a root fragment, so
 * under React the component is hydrated over the markup's container instead.
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
}

export function countIslandLeaks({ html, mount, render, use, rounds = 100 }: LeakCycle): Promise<number> {
	return countLeakedListeners([document, window, document.body], async () => {
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
	});
}
