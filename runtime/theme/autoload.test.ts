import { describe, expect, it, vi } from 'vitest';
import { AUTOLOAD_CHANGE_ID, onAutoloadChangeId } from './autoload';

describe('jnews-autoload-change-id', () => {
	it('hands over the post id of a DOM event, ignores anything that is not a post id, and stops when unsubscribed', () => {
		const handler = vi.fn();
		const stop = onAutoloadChangeId(handler);
		document.dispatchEvent(new CustomEvent(AUTOLOAD_CHANGE_ID, { detail: [42] }));
		document.dispatchEvent(new CustomEvent(AUTOLOAD_CHANGE_ID, { detail: ['43'] }));
		document.dispatchEvent(new CustomEvent(AUTOLOAD_CHANGE_ID, { detail: ['<b>'] }));
		document.dispatchEvent(new CustomEvent(AUTOLOAD_CHANGE_ID));
		stop();
		document.dispatchEvent(new CustomEvent(AUTOLOAD_CHANGE_ID, { detail: [44] }));
		expect(handler.mock.calls).toEqual([[42], [43]]);
	});
});
