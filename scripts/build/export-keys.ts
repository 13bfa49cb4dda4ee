/**
 * Short export names for a shared chunk: `a`…`Z`, then two letters. A widget
 * chunk imports them as `import{a as t,b as r}from"./runtime-x1y2z3.js"`, as
 * compact as esbuild's own cross-chunk imports, and no two modules' exports
 * can collide in the chunk, whatever they are called.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
// Two-letter keywords: valid as export names, but not worth the surprise.
const RESERVED = new Set(['as', 'do', 'if', 'in', 'of']);

export function exportKeys(count: number): string[] {
	const keys: string[] = [];
	for (let i = 0; keys.length < count; i++) {
		let key = '';
		for (let n = i; ; n = Math.floor(n / LETTERS.length) - 1) {
			key = LETTERS[n % LETTERS.length] + key;
			if (n < LETTERS.length) break;
		}
		if (!RESERVED.has(key)) keys.push(key);
	}
	return keys;
}
