import { describe, expect, it } from 'vitest';
import { selectionShareUrl } from './share-url';

describe('selectionShareUrl', () => {
	it('fills and encodes every placeholder', () => {
		expect(
			selectionShareUrl('https://x.example/intent/tweet?text=[selected_text]&url=[url]', {
				url: 'http://127.0.0.1/news/a/',
				imageUrl: '',
				text: 'Trams & "night" lines #1',
			}),
		).toBe('https://x.example/intent/tweet?text=Trams%20%26%20%22night%22%20lines%20%231&url=http%3A%2F%2F127.0.0.1%2Fnews%2Fa%2F');
	});
});
