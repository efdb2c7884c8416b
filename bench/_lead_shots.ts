import { launchBrowser } from './lib/browser';
import { startServer } from './lib/server';

const server = await startServer({ staticDir: 'dist' });
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(`${server.url}/auth/jwt/login`);
await page.getByTestId('login-identifier').fill('admin@backhouse.demo');
await page.getByTestId('login-password').fill('backhouse-demo');
await page.getByTestId('login-submit').click();
await page.waitForURL(/dashboard/);
for (const lang of ['en', 'ar']) {
  if (lang === 'ar') {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ar').click();
    await page.waitForTimeout(1000);
  }
  await page.goto(`${server.url}/dashboard/products/categories`);
  await page.getByTestId('entity-row').first().locator('td:nth-child(2)').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-category-${lang}.png` });
  await page.goto(`${server.url}/dashboard/products/modifiers`);
  await page.getByTestId('tab-list').click();
  await page.getByTestId('entity-row').first().locator('td:nth-child(2)').click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-modifier-${lang}.png` });
}
await browser.close();
await server.stop();
