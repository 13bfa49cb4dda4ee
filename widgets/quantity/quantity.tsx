/**
 * A quantity input printed below its minimum shows the minimum once the island
 * is hydrated. The raise is the input's default value, not a controlled
 * value: the reader's typing stays theirs, and no later render can undo it.
 */
import { useState } from 'react';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { raisedQuantity } from './raise-quantity';

export interface QuantityProps {
	/** The `min` the printed value is raised to. */
	raised: string;
}

/** No island for the cart table's inputs, nor for a value that is not below its minimum. */
export function readQuantityProps(input: HTMLElement): QuantityProps | null {
	if (input.closest('.product-quantity')) return null;
	const raised = raisedQuantity((input as HTMLInputElement).value, input.getAttribute('min') ?? '');
	return raised === null ? null : { raised };
}

export function Quantity({ element, raised }: QuantityProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as Element);
	const hydrated = useHydrated();
	return serverTree(printed, (node) => hydrated && node === printed && { defaultValue: raised });
}
