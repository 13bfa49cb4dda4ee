/**
 * PHP templates leave the tabs before an `<?php if … ?>` in the output even when the block is
 * skipped; these helpers print that text the same way.
 */
import { type Html, raw } from '../http/html';

export const tabs = (count: number): string => '\t'.repeat(count);

/** An optional template part: the tabs its `<?php if` line leaves, then the part when shown. */
export const part = (indent: number, shown: boolean, content: () => Html | string): Html => raw(tabs(indent) + (shown ? String(content()) : ''));
