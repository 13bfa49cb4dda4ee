/** `load`: mount as soon as the loader reaches the island. */
export default function onLoad(_element: Element, start: () => unknown): void {
	start();
}
