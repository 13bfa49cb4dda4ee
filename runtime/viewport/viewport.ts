/**
 * One scroll and resize listener pair for every reading island (sticky
 * header, progress bar, scroll-to-top, popup post, floating video…). Both are
 * passive; the geometry is read once per animation frame and handed to every
 * subscriber, so twenty features cost one read per frame and none of them
 * forces a layout inside a scroll event.
 */
export interface Viewport {
	scrollY: number;
	width: number;
	height: number;
	/** What woke this frame: subscribers that only care about resizes can skip scroll frames. */
	cause: 'scroll' | 'resize' | 'subscribe';
}

type Subscriber = (viewport: Viewport) => void;

const subscribers = new Set<Subscriber>();
let frame = 0;
let pendingCause: Viewport['cause'] = 'scroll';

const read = (cause: Viewport['cause']): Viewport => ({
	scrollY: window.scrollY,
	width: window.innerWidth,
	height: window.innerHeight,
	cause,
});

function flush() {
	frame = 0;
	const viewport = read(pendingCause);
	pendingCause = 'scroll';
	for (const subscriber of subscribers) subscriber(viewport);
}

function schedule(event: Event) {
	if (event.type === 'resize') pendingCause = 'resize';
	frame ||= requestAnimationFrame(flush);
}

/** Calls `subscriber` once now and then at most once per frame while the page scrolls or resizes. */
export function subscribeViewport(subscriber: Subscriber): () => void {
	if (subscribers.size === 0) {
		window.addEventListener('scroll', schedule, { passive: true });
		window.addEventListener('resize', schedule, { passive: true });
	}
	subscribers.add(subscriber);
	subscriber(read('subscribe'));
	return () => {
		subscribers.delete(subscriber);
		if (subscribers.size > 0) return;
		window.removeEventListener('scroll', schedule);
		window.removeEventListener('resize', schedule);
		cancelAnimationFrame(frame);
		frame = 0;
	};
}
