/**
 * The comments area (theme-ajax.md §6). A load-comments button posts
 * `jnews_ajax_comment` once (double clicks are ignored, edge case 16), shows
 * its `data-loading` label, and the answer (the comments section, server
 * HTML) takes the button's place. A failure, or an answer that is not the
 * section (section.ts), restores the label for a retry and says why.
 * An embed area loads Disqus or Facebook when it is seen or touched.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { announce } from '../../runtime/announcer';
import type { IslandProps } from '../../runtime/react/define-island';
import { serverTree } from '../../runtime/react/server-tree';
import { useHydrated } from '../../runtime/react/use-hydrated';
import { themeCall, themeOptions } from '../../runtime/theme/endpoint';
import { readEmbed, runEmbed } from './embed';
import { readSection } from './section';
import { __, sprintf } from '../../runtime/i18n';

export interface CommentsProps {
	mode: 'button' | 'embed';
	postId: string;
	postType: string;
}

export function readCommentsProps(element: HTMLElement): CommentsProps | null {
	if (element.id !== 'comments') return null;
	if (element.classList.contains('ajax_comment_button')) {
		const postId = element.dataset.id ?? '';
		return /^\d+$/.test(postId) ? { mode: 'button', postId, postType: element.dataset.postType ?? 'post' } : null;
	}
	return readEmbed(element) ? { mode: 'embed', postId: '', postType: '' } : null;
}

export function Comments({ element, mode, postId, postType }: CommentsProps & IslandProps) {
	const [printed] = useState(() => element.cloneNode(true) as HTMLElement);
	const [phase, setPhase] = useState<'idle' | 'loading' | 'done'>('idle');
	const busy = useRef(false);
	const hydrated = useHydrated();

	useEffect(() => {
		const embed = mode === 'embed' ? readEmbed(element) : null;
		if (embed) runEmbed(embed, themeOptions()?.language ?? '');
	}, []);

	async function load(event: MouseEvent<Element> | KeyboardEvent<Element>) {
		event.preventDefault();
		if (busy.current) return;
		busy.current = true;
		setPhase('loading');
		const reply = readSection(await themeCall({ action: 'jnews_ajax_comment', post_id: postId, post_type: postType }, { expect: 'text' }));
		busy.current = false;
		if (!reply.ok) {
			setPhase('idle');
			// Spoken, not shown: the spec shows nothing for a comment failure (§8).
			/* translators: %s: why, a failure sentence */
			announce(sprintf(__('The comments could not be loaded. %s Please try again.'), reply.reason), 'polite');
			return;
		}
		// The section is the theme's own markup; the loader mounts the embed island inside it if it has one.
		element.after(reply.section);
		setPhase('done');
		// The button, which had focus, is going: the reader goes on at the thread, a div that takes focus only with a tabindex.
		const thread = element.nextElementSibling as HTMLElement | null;
		if (thread && !thread.hasAttribute('tabindex')) thread.tabIndex = -1;
		thread?.focus();
	}

	if (phase === 'done') return null;
	if (mode === 'embed') return serverTree(printed);
	return serverTree(printed, (node) => {
		if (node === printed)
			return {
				onClick: load,
				...(hydrated ? { 'aria-busy': phase === 'loading' ? 'true' : undefined } : {}),
			};
		if (node.localName === 'span' && node.classList.contains('button'))
			return hydrated && {
				role: 'button',
				tabIndex: 0,
				onKeyDown: (event: KeyboardEvent<Element>) => (event.key === 'Enter' || event.key === ' ') && load(event),
				...(phase === 'loading' ? { children: printed.getAttribute('data-loading') ?? __('Loading Comment') } : {}),
			};
		return null;
	});
}
