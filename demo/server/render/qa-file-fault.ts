/**
 * The QA page's file-fault switch (`routes/file-fault.ts`): a plain GET form,
 * so it works without JavaScript, showing the current setting.
 */
import { type Html, html } from '../http/html';
import { FILE_FAULT_MODES, FILE_FAULT_TARGETS, type FileFaultSetting } from '../routes/file-fault';

const MODE_LABELS: Record<(typeof FILE_FAULT_MODES)[number] | 'none', string> = {
	none: 'none',
	latency: 'latency (the file comes late)',
	'404': '404 (the file is missing)',
	redirect: 'redirect to another origin (302 to the same path on the other loopback name: images still show, chunks fail CORS)',
};

export function qaFileFaultSection(current: FileFaultSetting | null): Html {
	const mode = current?.mode ?? 'none';
	const modes = (['none', ...FILE_FAULT_MODES] as const).map(
		(m) => html`<label class="fault-option"><input type="radio" name="mode" value="${m}"${m === mode ? html` checked` : ''}> ${MODE_LABELS[m]}</label>`,
	);
	const targets = FILE_FAULT_TARGETS.map(
		(t) => html`<option value="${t}"${current?.target === t ? html` selected` : ''}>${t === 'images' ? 'images (/demo/img/, /demo/lightbox/, /news/media/)' : 'chunks (/dist/chunks/*)'}</option>`,
	);
	const status = current
		? html`<strong>${current.mode}</strong>${current.mode === 'latency' ? ` (${current.latencyMs} ms)` : ''} on ${current.target}${current.only ? html` starting with <code>${current.only}</code>` : ''}`
		: html`<strong>off</strong>`;
	return html`<section class="qa-fault" aria-labelledby="file-fault"><h2 id="file-fault">File faults</h2><p>Current: ${status}. Applies to images or to the bundle's chunks only (a cookie: the browser fetches these itself). The loader retries a failed chunk once (<code>?retry=1</code>), then reports <code>islands:error</code> on the element.</p><form method="get" action="/demo/file-fault"><fieldset><legend>File fault</legend>${modes}</fieldset><p><label for="file-fault-target">Files</label> <select id="file-fault-target" name="target">${targets}</select></p><p><label>Only files starting with <input type="text" name="only" pattern="[a-z0-9-]{1,60}" placeholder="add-to-cart"></label></p><p><label>File latency (ms) <input type="number" name="latency" min="0" max="60000" step="100" value="${current?.latencyMs ?? 1500}"></label></p><p><button type="submit" class="button">Apply file fault</button></p></form></section>`;
}
