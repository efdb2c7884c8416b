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
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-ar').click();
  }
  await page.goto(`${server.url}/dashboard/products/products`);
  await page.getByTestId('entity-row').first().waitFor();
  const boxes = page.getByTestId('entity-row').locator('input[type="checkbox"]');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/shot-bulk-${lang}.png` });
  await page.getByTestId('bulk-bar').getByTestId('bulk-delete').click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/shot-confirm-${lang}.png` });
  await page.keyboard.press('Escape');
}
await browser.close();
await server.stop();
