import { afterEach, describe, expect, it } from 'vitest';
import { LIGHTBOX_DEFAULTS } from './options';
import { closeSession, goTo, lightboxSession, openSession, setPlaying } from './state';

const items = ['a', 'b', 'c'].map((href) => ({ href: `/${href}.jpg`, title: href, description: '' }));
const open = (index = 0, slideshow = 5000) =>
	openSession({ items, index, options: { ...LIGHTBOX_DEFAULTS, slideshow }, source: 'prettyphoto', group: 'g', opener: null });

afterEach(closeSession);

describe('lightbox session', () => {
	it('wraps next and previous around', () => {
		open(2);
		goTo('next');
		expect(lightboxSession()!.index).toBe(0);
		goTo('prev');
		expect(lightboxSession()!.index).toBe(2);
		goTo(1);
		expect(lightboxSession()!.index).toBe(1);
	});

	it('stops the slideshow on a manual move, not on its own advance', () => {
		open();
		setPlaying(true);
		goTo('next', false);
		expect(lightboxSession()).toMatchObject({ index: 1, playing: true });
		goTo('next');
		expect(lightboxSession()).toMatchObject({ index: 2, playing: false });
	});

	it('offers no slideshow when it is off, clamps the start, and opens nothing empty', () => {
		open(9, 0);
		expect(lightboxSession()!.index).toBe(2);
		setPlaying(true);
		expect(lightboxSession()!.playing).toBe(false);
		closeSession();
		openSession({ items: [], options: LIGHTBOX_DEFAULTS, source: 'gallery', group: null, opener: null });
		expect(lightboxSession()).toBeNull();
	});
});
