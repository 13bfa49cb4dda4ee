/**
 * A printed `style` attribute as the object React's `style` prop takes
 * (React rejects strings). Property names become camelCase; custom
 * properties (`--x`) stay as they are.
 */
export type StyleObject = Record<string, string>;

const camel = (property: string): string =>
	property.startsWith('--') ? property : property.toLowerCase().replace(/^-ms-/, 'ms-').replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

export function styleObject(text: string | null | undefined): StyleObject {
	const style: StyleObject = {};
	for (const declaration of (text ?? '').split(';')) {
		const colon = declaration.indexOf(':');
		if (colon < 0) continue;
		const property = declaration.slice(0, colon).trim();
		const value = declaration.slice(colon + 1).trim();
		if (property && value) style[camel(property)] = value;
	}
	return style;
}
