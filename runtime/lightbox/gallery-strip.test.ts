import { describe, expect, it } from 'vitest';
import { galleryEnabled, galleryPaging, hasThumbnail } from './gallery-strip';

describe('gallery strip', () => {
	it('is on for a set of 2 to 30 items and off above the maximum', () => {
		expect(galleryEnabled(1, true, 30)).toBe(false);
		expect(galleryEnabled(2, true, 30)).toBe(true);
		expect(galleryEnabled(30, true, 30)).toBe(true);
		expect(galleryEnabled(31, true, 30)).toBe(false);
		expect(galleryEnabled(31, true, 40)).toBe(true);
		expect(galleryEnabled(5, false, 30)).toBe(false);
	});

	it('fits floor((width - 100 - arrow) / 57) thumbnails per page', () => {
		expect(galleryPaging(780, 5)).toEqual({ perPage: 5, pages: 1 });
		expect(galleryPaging(780, 30)).toEqual({ perPage: 11, pages: 3 });
		expect(galleryPaging(500, 30, 30)).toEqual({ perPage: 6, pages: 5 });
		expect(galleryPaging(100, 3)).toEqual({ perPage: 1, pages: 3 });
	});

	it('gives thumbnails to picture URLs only', () => {
		expect(hasThumbnail('/a.JPG')).toBe(true);
		expect(hasThumbnail('/a.png?ver=1')).toBe(true);
		expect(hasThumbnail('https://youtu.be/x')).toBe(false);
		expect(hasThumbnail('#inline')).toBe(false);
	});
});
