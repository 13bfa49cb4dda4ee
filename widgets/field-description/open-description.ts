/**
 * Which field description is open on the page: at most one (contract §7:
 * opening one slides the others up). Each description is its own island, so
 * the choice lives outside them, created by the first island that asks.
 */
import { type Signal, signal } from '@preact/signals-core';

let open: Signal<Element | null> | undefined;

export const openDescription = (): Signal<Element | null> => (open ??= signal(null));
