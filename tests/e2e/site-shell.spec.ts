import { expect, test } from '@playwright/test';
import { expectApart, expectInside } from './layout-boxes';
import { open } from './helpers';

/** The cookie bar, footer and burger menu at the widths people use, in both languages. */
const WIDTHS = [375, 768, 1024, 1280];

test.describe('site shell', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 985, 'widths are set by the test');

  for (const [path, policy] of [
    ['/', /конфіденційності/gi],
    ['/en', /privacy policy/gi],
  ] as const) {
    test(`the cookie bar on ${path} names the privacy policy once and stays in the window`, async ({ page }) => {
      await open(page, path);
      const notice = page.getByRole('region', { name: path === '/' ? 'Політика конфіденційності' : 'Privacy policy' });
      expect((await notice.innerText()).match(policy)).toHaveLength(1);
      const body = page.locator('body');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expect(notice).toBeVisible();
        await expectInside(notice, body);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}px`).toBeLessThanOrEqual(width);
      }
    });
  }

  test('the copyright line sits apart from the footer menu at every width', async ({ page }) => {
    await open(page, '/en/faq');
    const footer = page.getByRole('contentinfo');
    const copyright = footer.getByText(/© \d{4} Kermo/);
    const menu = footer.getByRole('navigation');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectApart(menu, copyright);
      const [menuBox, lineBox] = await Promise.all([menu.boundingBox(), copyright.boundingBox()]);
      // 32px of margin above the rule (the line's box starts at the rule); it used to be lost to `.container`'s.
      expect(lineBox!.y - (menuBox!.y + menuBox!.height), `at ${width}px`).toBeGreaterThanOrEqual(30);
    }
  });

  test('the burger menu opens as a sheet at the right edge on tablets and fills a phone', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByRole('banner');
    const body = page.locator('body');
    for (const width of [375, 768, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await banner.getByRole('button', { name: 'Відкрити меню' }).click();
      const panel = page.getByRole('navigation', { name: 'Головне меню' }).last();
      await expect(panel.getByRole('link', { name: 'Як це працює' })).toBeVisible();
      await expectInside(panel, body);
      const box = (await panel.boundingBox())!;
      if (width > 600) {
        expect(box.width, `at ${width}px`).toBeLessThanOrEqual(400);
        expect(box.x + box.width).toBeCloseTo(width, 0);
      } else {
        expect(box.width).toBeCloseTo(width, 0);
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });
});
