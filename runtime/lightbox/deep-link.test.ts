import { describe, expect, it } from 'vitest';
import { deepLinkHash, parseDeepLink } from './deep-link';

describe('deep links', () => {
	it.each([
		['#prettyPhoto[photos]/2/', { name: 'photos', index: 2 }],
		['#prettyPhoto[product-gallery]/0/', { name: 'product-gallery', index: 0 }],
		['#prettyPhoto%5Bphotos%5D/3/', { name: 'photos', index: 3 }],
		['#prettyPhoto/0/', { name: '', index: 0 }],
		['#prettyPhoto[photos]/1', { name: 'photos', index: 1 }],
	])('reads %s', (hash, expected) => {
		expect(parseDeepLink(hash)).toEqual(expected);
	});

	it.each([
		'#prettyPhoto[x]/<img src=x onerror=alert(1)>/',
		'#prettyPhoto[x]/0,<img src=x onerror=alert(1)>/',
		'#prettyPhoto[x%5D%27),a[onclick]/0/',
		"#prettyPhoto[x'],img[src=x]/0/",
		'#prettyPhoto[<script>]/0/',
		'#prettyPhoto[x]/-1/',
		'#prettyPhoto[x]/1e3/',
		'#prettyPhoto[x]/99999/',
		'#prettyPhoto%E0%A4%A/0/',
		'#prettyPhoto',
		'#other',
		'',
	])('rejects %s', (hash) => {
		expect(parseDeepLink(hash)).toBeNull();
	});

	it('writes the hash prettyPhoto wrote', () => {
		expect(deepLinkHash('photos', 2)).toBe('#prettyPhoto[photos]/2/');
		expect(deepLinkHash('', 0)).toBe('#prettyPhoto/0/');
	});
});
