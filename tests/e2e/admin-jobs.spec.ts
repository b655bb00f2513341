import { expect, type Page, test } from '@playwright/test';
import { open, operatorPage } from './helpers';
import { expectInside } from './layout-boxes';

/** The jobs table once the runner has scheduled its recurring jobs (a few seconds after start). */
async function jobsTable(page: Page, url: string) {
  await open(page, url);
  const rows = page.locator('table tbody tr');
  await expect
    .poll(async () => {
      if ((await rows.count()) === 0) await open(page, url);
      return rows.count();
    }, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return { table: page.locator('main table'), rows };
}

test.describe('operators read the background jobs on a phone and on a desktop', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 800, 'operatorPage picks its own screen sizes');

  test('uk, 375 px: every job is a stacked card, nothing runs off the screen', async ({ browser, baseURL }) => {
    const { context, page } = await operatorPage(browser, baseURL!);
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      const { table, rows } = await jobsTable(page, '/admin/jobs');
      const card = table.locator('..');
      // No scroll box hiding columns, and the table's card fits the screen.
      expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      const first = rows.first();
      for (const cell of await first.locator('th, td').all()) await expectInside(cell, card);
      // Each value says which column it belongs to.
      const labels = await first.locator('td').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels).toEqual(['"Останній запуск"', '"Наступний запуск"', '"Збої за добу"']);
    } finally {
      await context.close();
    }
  });

  test('en, 1280 px: a padded table with a header row and right-aligned numbers', async ({ browser, baseURL }) => {
    const { context, page } = await operatorPage(browser, baseURL!);
    try {
      const { table, rows } = await jobsTable(page, '/en/admin/jobs');
      const cell = rows.first().locator('td').first();
      const style = await cell.evaluate((el) => ({ left: parseFloat(getComputedStyle(el).paddingLeft), top: parseFloat(getComputedStyle(el).paddingTop) }));
      expect(style.left).toBeGreaterThanOrEqual(12);
      expect(style.top).toBeGreaterThanOrEqual(8);
      expect(await rows.first().locator('td').last().evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
      for (const header of await table.locator('thead th').all()) await expectInside(header, table.locator('..'));
      await expect(page.getByRole('table', { name: 'Background jobs' }).getByRole('columnheader', { name: 'Failures in 24 h' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
