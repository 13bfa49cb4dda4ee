/**
 * Shows server-printed content inside a dialog by moving the real nodes in
 * while it is open and putting them back on close (prettyPhoto copied the
 * HTML instead, which duplicated ids and lost form state and listeners).
 * `whole` moves the element itself (a wishlist popup), leaving a placeholder
 * comment where it goes back; otherwise its children move (a hidden holder).
 */
import { useLayoutEffect, useRef } from 'react';

export interface MovedContentProps {
	source: Element;
	whole?: boolean;
	className?: string;
}

export function MovedContent({ source, whole = false, className }: MovedContentProps) {
	const host = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		if (!whole) {
			const moved = Array.from(source.childNodes);
			host.current?.append(...moved);
			return () => source.append(...moved);
		}
		const placeholder = source.ownerDocument.createComment('dialog content');
		source.before(placeholder);
		host.current?.append(source);
		return () => {
			placeholder.replaceWith(source);
		};
	}, [source, whole]);
	return <div ref={host} className={className} />;
}
