import { describe, expect, it } from 'vitest';
import { unsupportedText } from './lightbox-stage';
import { texts } from './texts';

describe('unsupportedText', () => {
	it('names Flash and QuickTime by the path\'s extension, whatever the query', () => {
		expect(unsupportedText('https://shop.test/media/intro.swf?width=640&height=360&flashvars=a%3D1')).toBe(texts().flash);
		expect(unsupportedText('https://shop.test/media/INTERVIEW.MOV#t=3')).toBe(texts().quicktime);
	});

	it('says a custom item cannot be shown, and a .mov only in the query is not QuickTime', () => {
		expect(unsupportedText('https://shop.test/page/?custom=true')).toBe(texts().unsupported);
		expect(unsupportedText('https://shop.test/page/?file=a.mov&custom=true')).toBe(texts().unsupported);
	});
});
