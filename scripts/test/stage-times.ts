/** How `npm test` reports its cost: one line per stage, then the total, in whole seconds. */
export interface StageTime {
	name: string;
	ms: number;
	ok: boolean;
}

const seconds = (ms: number) => `${Math.round(ms / 1000).toLocaleString('en')} s`;

export function stageTimesReport(stages: readonly StageTime[]): string {
	const width = Math.max(...stages.map((stage) => stage.name.length), 'total'.length);
	const lines = stages.map((stage) => `  ${stage.name.padEnd(width)}  ${seconds(stage.ms).padStart(8)}${stage.ok ? '' : '  FAILED'}`);
	const total = stages.reduce((sum, stage) => sum + stage.ms, 0);
	return ['stage times:', ...lines, `  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`].join('\n');
}
