/**
 * The theme's video playlist block as JNews prints it (contract theme-ui §4):
 * the lazy first player (`<div src>`), the "Currently Playing" bar, the item
 * links, and the items map in an inline `<script>var <uid> = {…};</script>`.
 * The demo's embeds are local pages (`/demo/assets/video.html?v=N`): no
 * external network.
 */
import { type Html, html, raw } from '../../http/html';
import { imageUrl } from '../product-image';

export interface PlaylistVideo {
	id: number;
	title: string;
	url: string;
	slug: string;
	category: string;
}

export const videoEmbed = (id: number): string => `/demo/assets/video.html?v=${id}`;

/** The items map as the theme's PHP prints it; `</` is escaped so no title can end the script. */
const itemsScript = (uid: string, videos: readonly PlaylistVideo[]): Html => {
	const map = Object.fromEntries(
		videos.map((video) => [
			String(video.id),
			{ type: '', tag: `<div class="jeg_video_container"><iframe src="${videoEmbed(video.id)}&amp;autoplay=1" title="${video.title.replace(/"/g, '&quot;')}" allowfullscreen height="500" width="700"></iframe></div>` },
		]),
	);
	return html`<script>var ${uid} = ${raw(JSON.stringify(map).replace(/<\//g, '<\\/'))};</script>`;
};

export function videoPlaylist(uid: string, videos: readonly PlaylistVideo[], layout: 'horizontal' | 'vertical', column = '12'): Html {
	const [first] = videos;
	const items = videos.map(
		(video, index) =>
			html`<a class="jeg_video_playlist_item${index === 0 ? ' active' : ''}" href="${video.url}" data-id="${video.id}"><div class="jeg_video_playlist_thumbnail"><img src="${imageUrl(video.slug)}" width="120" height="68" alt=""></div><div class="jeg_video_playlist_description"><h3 class="jeg_video_playlist_title">${video.title}</h3><span class="jeg_video_playlist_category">${video.category}</span></div></a>`,
	);
	return html`<div class="jeg_video_playlist videoplaylist jeg_col_${column} jeg_${layout}_playlist ${uid}" data-unique="${uid}"><div class="jeg_video_playlist_wrapper"><div class="jeg_video_playlist_video_content"><div class="jeg_video_holder"><div class="jeg_preview_slider_loader"><div class="jeg_preview_slider_loader_circle"></div></div><div class="jeg_video_container"><div src="${videoEmbed(first.id)}"></div></div></div></div><div class="jeg_video_playlist_list_wrapper"><div class="jeg_video_playlist_current"><div class="jeg_video_playlist_play"><div class="jeg_video_playlist_play_icon"></div><span>Currently Playing</span></div><div class="jeg_video_playlist_current_info"><h2><a href="${first.url}">${first.title}</a></h2><span>${first.category}</span></div></div><div class="jeg_video_playlist_list_inner_wrapper"><div class="jeg_video_playlist_item_wrapper">${items}</div></div></div></div>${itemsScript(uid, videos)}</div>`;
}
