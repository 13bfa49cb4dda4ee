// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../testing';

const RTL_STYLESHEET = '<link rel="stylesheet" id="demo-rtl-css" href="/demo/assets/rtl.css" media="all">';

describe('the right-to-left pages', () => {
	const server = useDemoServer();

	it('print dir, the language, body.rtl, the RTL stylesheet and the gallery global on ?dir=rtl', async () => {
		const body = await (await server.visitor.fetch('/product/hoodie/?dir=rtl')).text();
		expect(body).toMatch(/<html dir="rtl" lang="he-IL"[ >]/);
		expect(body).toMatch(/<body class="rtl /);
		expect(body).toContain(`${RTL_STYLESHEET}</head>`);
		expect(body).toContain('"flexslider":{"rtl":true');
		const plain = await (await server.visitor.fetch('/product/hoodie/')).text();
		expect(plain).toMatch(/<html lang="en"/);
		expect(plain).not.toContain('rtl.css');
		expect(plain).toContain('"flexslider":{"rtl":false');
	});

	it('turn the theme’s rtl option on for news pages', async () => {
		const body = await (await server.visitor.fetch('/news/?dir=rtl')).text();
		expect(body).toMatch(/<html dir="rtl" lang="he-IL">/);
		expect(body).toContain('"rtl":"1"');
		expect(body).not.toContain('"rtl":"0"');
	});

	it('follow the direction site setting on every page, and ?dir=ltr undoes it for one', async () => {
		const set = await server.visitor.fetch('/demo/settings?direction=rtl', { redirect: 'manual' });
		expect(set.status).toBe(303);
		expect(await (await server.visitor.fetch('/shop/')).text()).toMatch(/<html dir="rtl" lang="he-IL"/);
		expect(await (await server.visitor.fetch('/shop/?dir=ltr')).text()).toMatch(/<html lang="en"/);
		await server.visitor.fetch('/demo/settings?direction=ltr', { redirect: 'manual' });
		expect(await (await server.visitor.fetch('/shop/')).text()).toMatch(/<html lang="en"/);
	});
});
