/** Debian's Chromium, or the one CHROME_PATH names; never a browser downloaded by npm. */
import { existsSync } from 'node:fs';

export const chromePath = (): string => process.env.CHROME_PATH || '/usr/bin/chromium';

export function assertBrowser(): void {
	if (existsSync(chromePath())) return;
	console.error(
		`No Chromium at ${chromePath()}. Install Debian's: apt-get update && apt-get install -y chromium (or set CHROME_PATH).`,
	);
	process.exit(1);
}
