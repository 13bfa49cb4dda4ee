/**
 * Hosts the parsed nodes of an ajax answer (inline targets go through the
 * dialog service's MovedContent). They go back into their fragment when the
 * item changes, so a re-render can show them again.
 */
import { useLayoutEffect, useRef } from 'react';

export function FragmentNodes({ fragment }: { fragment: DocumentFragment }) {
	const host = useRef<HTMLDivElement>(null);
	useLayoutEffect(() => {
		const nodes = Array.from(fragment.childNodes);
		host.current?.append(...nodes);
		return () => {
			for (const node of nodes) fragment.append(node);
		};
	}, [fragment]);
	return <div ref={host} className="pp_inline islands-lightbox__inline" />;
}
