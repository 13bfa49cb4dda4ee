/**
 * esbuild writes one import statement per stub re-export it kept
 * (`import{a as t}from"./runtime-x.js";import{b as r}from"./runtime-x.js";`).
 * They all sit at the top of the chunk, before any code, and name the same
 * module, so one statement per module says the same in fewer bytes.
 */
const IMPORT = /^import\{([^}]*)\}from"([^"]+)";/;

export function joinImports(code: string): string {
	const names = new Map<string, string[]>();
	let rest = code;
	for (let match = IMPORT.exec(rest); match; match = IMPORT.exec(rest)) {
		names.set(match[2], [...(names.get(match[2]) ?? []), match[1]]);
		rest = rest.slice(match[0].length);
	}
	return [...names].map(([from, list]) => `import{${list.join(',')}}from"${from}";`).join('') + rest;
}
