// Renders the PNG icons of the web app manifest from the SVG sources in public/icons:
//   node src/app/pwa/render-icons.mjs
// Uses headless Chromium through Playwright (Debian's /usr/bin/chromium).
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const here = join(dirname(fileURLToPath(import.meta.url)), '../../../public/icons');
const outputs = [
  { source: 'logo.svg', file: 'icon-192.png', size: 192 },
  { source: 'logo.svg', file: 'icon-512.png', size: 512 },
  { source: 'logo-maskable.svg', file: 'icon-maskable-512.png', size: 512 },
  { source: 'logo-maskable.svg', file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { source, file, size } of outputs) {
    const svg = await readFile(join(here, source), 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({ path: join(here, file), omitBackground: true });
    await page.close();
    console.log(`${file} ${size}x${size}`);
  }
} finally {
  await browser.close();
}
