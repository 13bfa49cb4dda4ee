import { afterEach, describe, expect, it } from 'vitest';
import mount from './index';

afterEach(() => localStorage.clear());

describe('theme-storage island', () => {
	it('sweeps the expired jnews- entries when it mounts on a JNews page, and keeps the fresh ones', async () => {
		const now = Math.floor(Date.now() / 1000);
		localStorage.setItem('jnews-old', JSON.stringify({ expired: now - 60 }));
		localStorage.setItem('jnews-fresh', JSON.stringify({ expired: now + 43_200 }));
		document.body.className = 'single jnews';
		await mount(document.body, {} as Parameters<typeof mount>[1]);
		expect(Object.keys(localStorage)).toEqual(['jnews-fresh']);
	});
});
