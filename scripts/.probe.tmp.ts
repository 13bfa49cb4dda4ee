import { chromium } from 'playwright-core';
import { axeViolations } from './e2e/axe';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
for (const path of ['/demo/', '/shop/', '/product/hoodie/', '/product/mug/', '/wishlist/', '/cart/', '/checkout/', '/my-account/', '/demo/gallery/', '/demo/dialog/', '/news/', '/demo/article-gallery/']) {
const page = await ctx.newPage();
const r = await page.goto('http://127.0.0.1:8099' + path);
await page.waitForTimeout(1500);
console.log(path, r?.status(), JSON.stringify((await axeViolations(page)).filter(v => !/region|heading-order/.test(v.id))));
await page.close();
}
await browser.close();
