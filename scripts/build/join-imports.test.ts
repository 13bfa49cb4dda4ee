// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { joinImports } from './join-imports';

describe('joinImports', () => {
	it('joins the leading imports of each module into one statement, in first-seen order', () => {
		const code = 'import{a as t}from"./runtime-x.js";import{b}from"./framework-x.js";import{c as r,d as o}from"./runtime-x.js";var n=t+b+r+o;export{n as default};';
		expect(joinImports(code)).toBe('import{a as t,c as r,d as o}from"./runtime-x.js";import{b}from"./framework-x.js";var n=t+b+r+o;export{n as default};');
	});

	it('leaves code without leading imports, and import-like text later on, alone', () => {
		expect(joinImports('var s=\'import{a}from"./x.js";\';')).toBe('var s=\'import{a}from"./x.js";\';');
		expect(joinImports('')).toBe('');
	});
});
