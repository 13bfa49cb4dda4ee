/** Serves the demo site once for the whole browser run, on a free port. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { createDemoServer } from '../../demo/server/app';

declare module 'vitest' {
	export interface ProvidedContext {
		baseUrl: string;
	}
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(project: TestProject) {
	const demo = createDemoServer({ distDir: path.join(root, 'dist') });
	await new Promise<void>((resolve) => demo.server.listen(0, '127.0.0.1', resolve));
	const { port } = demo.server.address() as AddressInfo;
	project.provide('baseUrl', `http://127.0.0.1:${port}`);
	return () => demo.close();
}
