/**
 * A heuristic for words that skipped `__()`: an English literal handed straight to `announce()`,
 * to a naming attribute (`aria-label`, `title`, `placeholder`, `alt`) as a JSX prop or in a props
 * object, or written as JSX text. A word held in a constant and passed on later is not seen; the
 * rule is that the constant's value is written as `__('…')` where it is read.
 */
import ts from 'typescript';
import { where } from './extract';

const NAMING_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription', 'aria-valuetext']);

/** Two letters in a row: a word, not a separator, a number or a class name's punctuation. */
const WORDS = /[A-Za-z]{2}/;

/** The literal English pieces an expression may evaluate to, outside any `__()`/`sprintf()` call. */
function englishIn(node: ts.Expression): ts.Node[] {
	if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return englishIn(node.expression);
	if (ts.isStringLiteralLike(node)) return WORDS.test(node.text) ? [node] : [];
	if (ts.isTemplateExpression(node))
		return [node.head, ...node.templateSpans.map((span) => span.literal)].some((part) => WORDS.test(part.text))
			? [node]
			: node.templateSpans.flatMap((span) => englishIn(span.expression));
	if (ts.isConditionalExpression(node)) return [...englishIn(node.whenTrue), ...englishIn(node.whenFalse)];
	if (ts.isBinaryExpression(node) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken].includes(node.operatorToken.kind))
		return [...englishIn(node.left), ...englishIn(node.right)];
	return [];
}

function propName(name: ts.Node): string | undefined {
	if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) return name.text;
	if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
	return undefined;
}

/** `file:line: what` for each untranslated English word the heuristic sees. */
export function untranslated(source: ts.SourceFile): string[] {
	const found: string[] = [];
	const report = (nodes: ts.Node[], what: string) => nodes.forEach((node) => found.push(`${where(node)}: ${what} ${node.getText()}`));
	const visit = (node: ts.Node): void => {
		if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'announce' && node.arguments[0])
			report(englishIn(node.arguments[0]), 'announce()');
		else if (ts.isJsxAttribute(node) && NAMING_PROPS.has(propName(node.name) ?? '') && node.initializer) {
			const value = node.initializer;
			report(ts.isStringLiteral(value) ? englishIn(value) : ts.isJsxExpression(value) && value.expression ? englishIn(value.expression) : [], `${propName(node.name)}=`);
		} else if (ts.isPropertyAssignment(node) && NAMING_PROPS.has(propName(node.name) ?? '')) report(englishIn(node.initializer), `${propName(node.name)}:`);
		else if (ts.isJsxText(node) && WORDS.test(node.text)) report([node], 'JSX text');
		ts.forEachChild(node, visit);
	};
	visit(source);
	return found;
}
