/**
 * The bench's two outputs from the same figures: Markdown tables (printed, and kept for
 * docs/contributing.md) and one self-contained HTML page of inline SVG bars, ours against the original.
 */
import { type Figure, ratio, type Unit } from './figures';
import { ORIGINS, type Origin } from './origin';

export interface BenchReport {
	date: string;
	machine: string;
	runs: number;
	/** Page groups, then interaction groups, as `summarize` returned them. */
	figures: Figure[];
	/** Lighthouse's runs per side and page (fewer than `runs`: each is a fresh browser and a throttled load). */
	lighthouseRuns: number;
	/** Names of the groups that are interactions (the rest are page loads). */
	interactions: string[];
}

export function formatValue(unit: Unit, value: number): string {
	if (!Number.isFinite(value)) return '–';
	if (unit === 'B') return `${(value / 1000).toFixed(1)} kB`;
	if (unit === 'ms') return `${value.toFixed(1)} ms`;
	if (unit === 'points') return String(Math.round(value));
	return String(Math.round(value));
}

/** A score's difference, ours less the original's (above 0: ours scores better). */
export function formatGain(original: number, ours: number): string {
	if (!Number.isFinite(original) || !Number.isFinite(ours)) return '–';
	const gain = Math.round(ours - original);
	return gain > 0 ? `+${gain}` : gain < 0 ? `−${-gain}` : '±0';
}

const compare = (figure: Figure): string =>
	figure.unit === 'points' ? formatGain(figure.original, figure.ours) : `×${formatRatio(figure.original, figure.ours)}`;

export function formatRatio(original: number, ours: number): string {
	const value = ratio(original, ours);
	if (value === null) return '–';
	return Number.isFinite(value) ? value.toFixed(2) : '∞';
}

const groupsOf = (figures: Figure[]) => [...new Set(figures.map((figure) => figure.group))];

export const isLighthouse = (figure: Figure) => figure.name.startsWith('Lighthouse ');

/** One row per page Lighthouse ran on: its score (and the gain) and the audits, original → ours. */
function lighthouseTable(figures: Figure[], runs: number): string[] {
	const audited = figures.filter(isLighthouse);
	if (audited.length === 0) return [];
	const names = [...new Set(audited.map((figure) => figure.name))];
	const lines = [`| page | ${names.map((name) => name.replace('Lighthouse ', '')).join(' | ')} |`, `| --- | ${names.map(() => '---').join(' | ')} |`];
	for (const group of groupsOf(audited)) {
		const cells = names.map((name) => {
			const figure = audited.find((candidate) => candidate.group === group && candidate.name === name);
			if (!figure) return '–';
			const values = `${formatValue(figure.unit, figure.original)} → ${formatValue(figure.unit, figure.ours)}`;
			return figure.unit === 'points' ? `${values} (${compare(figure)})` : values;
		});
		lines.push(`| ${group} | ${cells.join(' | ')} |`);
	}
	return [`Lighthouse (mobile preset, simulated throttling; median of ${runs} runs per side), original → ours:`, '', ...lines, ''];
}

function ratioTable(figures: Figure[], heading: string): string[] {
	const lines = [`| ${heading} | figure | original | ours | original ÷ ours |`, '| --- | --- | ---: | ---: | ---: |'];
	for (const group of groupsOf(figures))
		figures
			.filter((figure) => figure.group === group)
			.forEach((figure, index) =>
				lines.push(
					`| ${index === 0 ? group : ''} | ${figure.name} | ${formatValue(figure.unit, figure.original)} | ${formatValue(figure.unit, figure.ours)} | ${formatRatio(figure.original, figure.ours)} |`,
				),
			);
	return lines;
}

/** Origins that weigh something on some page, in ORIGINS order. */
const originsIn = (figures: Figure[]): Origin[] => ORIGINS.filter((origin) => figures.some((figure) => figure.origin === origin && (figure.original > 0 || figure.ours > 0)));

function originTable(figures: Figure[]): string[] {
	const origins = originsIn(figures);
	const lines = [`| page | ${origins.join(' | ')} |`, `| --- | ${origins.map(() => '---:').join(' | ')} |`];
	for (const group of groupsOf(figures)) {
		const cells = origins.map((origin) => {
			const figure = figures.find((candidate) => candidate.group === group && candidate.origin === origin);
			return figure ? `${(figure.original / 1000).toFixed(1)} → ${(figure.ours / 1000).toFixed(1)}` : '–';
		});
		lines.push(`| ${group} | ${cells.join(' | ')} |`);
	}
	return lines;
}

/** Whose script each side's longest one was (figures that carry notes). */
function noteLines(figures: Figure[]): string[] {
	return figures
		.filter((figure) => figure.notes.original || figure.notes.ours)
		.map((figure) => `- ${figure.group}: original ${figure.notes.original ?? '–'}; ours ${figure.notes.ours ?? '–'}`);
}

export function renderMarkdown(report: BenchReport): string {
	const pages = report.figures.filter((figure) => !report.interactions.includes(figure.group));
	const interactions = report.figures.filter((figure) => report.interactions.includes(figure.group));
	return [
		`Real shop, ${report.date}, ${report.machine}; median of ${report.runs} fresh-context runs per side, plugin off (original) and on (ours) alternating. original ÷ ours above 1: ours is lighter or faster.`,
		'',
		...ratioTable(
			pages.filter((figure) => !figure.origin && !isLighthouse(figure)),
			'page',
		),
		'',
		...lighthouseTable(pages, report.lighthouseRuns),
		'Longest script in a long animation frame, by side:',
		'',
		...noteLines(pages),
		'',
		'JS kB gz by origin, original → ours:',
		'',
		...originTable(pages.filter((figure) => figure.origin)),
		'',
		...ratioTable(interactions, 'interaction'),
		'',
	].join('\n');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const COLORS: Record<Origin, string> = {
	ours: '#2f7d32',
	WordPress: '#5b6b7f',
	WooCommerce: '#7f54b3',
	wishlist: '#d9822b',
	theme: '#3a8fb7',
	jQuery: '#c0392b',
	other: '#9e9e9e',
};
const SIDE_COLORS = { original: '#8a8a8a', ours: '#2f7d32' };
const WIDTH = 720;
const LABEL = 230;
const BAR = 16;

/** One stacked bar per side: a page's gz bytes by origin. */
function bytesChart(figures: Figure[]): string {
	const byOrigin = figures.filter((figure) => figure.origin);
	if (byOrigin.length === 0) return '';
	const total = (side: 'original' | 'ours') => byOrigin.reduce((sum, figure) => sum + figure[side], 0);
	const scale = (WIDTH - LABEL - 90) / Math.max(1, total('original'), total('ours'));
	const rows = (['original', 'ours'] as const).map((side, row) => {
		let x = LABEL;
		const y = 8 + row * (BAR + 10);
		const segments = byOrigin
			.filter((figure) => figure[side] > 0)
			.map((figure) => {
				const width = figure[side] * scale;
				const rect = `<rect x="${x.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${BAR}" fill="${COLORS[figure.origin!]}"><title>${figure.origin}: ${formatValue('B', figure[side])}</title></rect>`;
				x += width;
				return rect;
			});
		return `<text x="${LABEL - 8}" y="${y + 12}" text-anchor="end">JS gz, ${side}</text>${segments.join('')}<text x="${(x + 6).toFixed(1)}" y="${y + 12}">${formatValue('B', total(side))}</text>`;
	});
	let legendX = LABEL;
	const legend = originsIn(byOrigin)
		.map((origin) => {
			const item = `<rect x="${legendX}" y="62" width="10" height="10" fill="${COLORS[origin]}"/><text x="${legendX + 14}" y="71">${origin}</text>`;
			legendX += 26 + 8 * origin.length;
			return item;
		})
		.join('');
	return `<svg width="${WIDTH}" height="80" role="img" aria-label="JS bytes by origin">${rows.join('')}${legend}</svg>`;
}

/** Two bars per figure, original and ours, each figure scaled to its larger side. */
function pairChart(figures: Figure[]): string {
	const pairs = figures.filter((figure) => !figure.origin);
	const rowHeight = 2 * BAR + 14;
	const rows = pairs.map((figure, index) => {
		const top = 6 + index * rowHeight;
		const scale = (WIDTH - LABEL - 130) / Math.max(figure.original || 0, figure.ours || 0, 1e-9);
		const bars = (['original', 'ours'] as const).map((side, row) => {
			const value = Number.isFinite(figure[side]) ? figure[side] : 0;
			const y = top + row * (BAR + 2);
			const note = figure.notes[side] ? ` (${escapeHtml(figure.notes[side]!)})` : '';
			return `<rect x="${LABEL}" y="${y}" width="${(value * scale).toFixed(1)}" height="${BAR}" fill="${SIDE_COLORS[side]}"><title>${side}: ${formatValue(figure.unit, figure[side])}${note}</title></rect><text x="${(LABEL + value * scale + 6).toFixed(1)}" y="${y + 12}">${side === 'ours' ? 'ours' : 'orig.'} ${formatValue(figure.unit, figure[side])}</text>`;
		});
		return `<text x="${LABEL - 8}" y="${top + BAR + 4}" text-anchor="end">${escapeHtml(figure.name)} (${compare(figure)})</text>${bars.join('')}`;
	});
	return `<svg width="${WIDTH}" height="${pairs.length * rowHeight + 8}" role="img" aria-label="figures, original against ours">${rows.join('')}</svg>`;
}

export function renderHtml(report: BenchReport, markdown: string): string {
	const sections = groupsOf(report.figures).map((group) => {
		const figures = report.figures.filter((figure) => figure.group === group);
		return `<section><h2>${escapeHtml(group)}</h2>${bytesChart(figures)}${pairChart(figures)}</section>`;
	});
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Shop islands on the real shop: bench ${escapeHtml(report.date)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:60rem;color:#222}svg{display:block;margin:.5rem 0 1rem;font:12px system-ui,sans-serif}section{border-top:1px solid #ddd}pre{white-space:pre-wrap;font-size:12px;background:#f6f6f6;padding:1rem}</style>
</head><body>
<h1>Shop islands on the real shop</h1>
<p>${escapeHtml(report.date)}, ${escapeHtml(report.machine)}. Median of ${report.runs} fresh-context runs per side: the plugin off (original, grey) and on (ours, green), alternating. The number beside a figure is original ÷ ours: above 1, ours is lighter or faster; beside a Lighthouse score, ours less the original's. Hover a bar for its value and, for the longest script, its file.</p>
${sections.join('\n')}
<section><h2>The tables</h2><pre>${escapeHtml(markdown)}</pre></section>
</body></html>
`;
}
