import { describe, expect, it, vi } from 'vitest';
import { AUTOLOAD_CHANGE_ID, entryContentOf, onAutoloadChangeId } from './autoload';

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

	it('finds that post’s content, else the article’s', () => {
		document.body.innerHTML = '<div class="entry-content" id="article"></div><div class="post-autoload" data-id="7"><div class="entry-content" id="seven"></div></div>';
		expect([entryContentOf(document, 7)?.id, entryContentOf(document, 8)?.id, entryContentOf(document, null)?.id]).toEqual(['seven', 'article', 'article']);
	});
});
