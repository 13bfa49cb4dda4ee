/**
 * Loads what the current item needs before it can be shown: an image (its
 * natural size, or the failure; an item that states its size shows at once), an ajax answer, an inline target. Neighbours
 * of an image in a set are preloaded, as prettyPhoto did. A layout effect:
 * loading starts with the render that shows the item, not a frame later.
 */
import { useLayoutEffect, useState } from 'react';
import { classifyContent, type Content } from './content';
import type { LightboxItem } from './state';

export type ItemState =
	| { status: 'loading' }
	| { status: 'error' }
	| { status: 'image'; width: number; height: number }
	| { status: 'fragment'; fragment: DocumentFragment }
	| { status: 'inline'; target: Element }
	| { status: 'ready' };

const preload = (href: string) => {
	const content = classifyContent(href, location.href);
	if (content.type === 'image') new Image().src = content.src;
};

export function useItemContent(content: Content, items: LightboxItem[], index: number): ItemState {
	const [state, setState] = useState<ItemState>({ status: 'loading' });
	useLayoutEffect(() => {
		const { width, height } = items[index] ?? {};
		const known = content.type === 'image' && width && height ? { width, height } : null;
		setState(known ? { status: 'image', ...known } : { status: 'loading' });
		if (content.type === 'image') {
			const image = new Image();
			image.onload = () => known || setState({ status: 'image', width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
			image.onerror = () => setState({ status: 'error' });
			image.src = content.src;
			if (items.length > 1) {
				preload(items[(index + 1) % items.length]!.href);
				preload(items[(index - 1 + items.length) % items.length]!.href);
			}
			return () => {
				image.onload = image.onerror = null;
			};
		}
		if (content.type === 'ajax') {
			const controller = new AbortController();
			// Few lightboxes show ajax items: its loader and sanitizer come with the first one.
			void import('./ajax-content')
				.then(({ loadAjaxContent }) => loadAjaxContent(content.src, controller.signal))
				.then(
					(answer) => {
						if (!controller.signal.aborted) setState(answer.ok ? { status: 'fragment', fragment: answer.fragment } : { status: 'error' });
					},
					() => controller.signal.aborted || setState({ status: 'error' }),
				);
			return () => controller.abort();
		}
		if (content.type === 'inline') {
			const target = document.getElementById(content.id);
			setState(target ? { status: 'inline', target } : { status: 'error' });
			return;
		}
		setState(content.type === 'refused' || content.type === 'bad-video' ? { status: 'error' } : { status: 'ready' });
	}, [content, items, index]);
	return state;
}
