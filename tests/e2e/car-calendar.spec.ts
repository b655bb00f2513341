import { expect, type Page, test } from '@playwright/test';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { completeDraft, post, verifiedHost } from './car-helpers';
import { open, reload } from './helpers';

/**
 * The availability calendar as a host uses it (issue 10): three days of next month blocked with two
 * clicks and a note, the middle and last of them unblocked again with the keyboard (arrows, Enter),
 * the rest removed from the list of blocks. Each step is checked on the grid (every day's name says
 * its state), in the list and on the server. Ukrainian and English, at 1280 and 375 px;
 * `KERMO_SHOTS=1` saves the blocked month at 375, 1024 and 1280 px into /tmp/kermo-shots.
 */

const words = {
  uk: {
    prefix: '',
    heading: 'Календар і графік',
    nextMonth: 'Перейти до наступного місяця',
    chosen: /^Вибрано: 10 \S+ – 12 \S+$/,
    note: 'Примітка (бачите лише ви)',
    noteValue: 'Технічне обслуговування',
    block: 'Заблокувати',
    unblock: 'Розблокувати',
    blockedNow: /^Заблоковано: 10 \S+ – 12 \S+$/,
    unblockedNow: /^Розблоковано: 11 \S+ – 12 \S+$/,
    removed: 'Блокування знято',
    blocked: 'Заблоковано',
    list: 'Блокування цього місяця',
    remove: /^Зняти блокування: 10 \S+$/,
  },
  en: {
    prefix: '/en',
    heading: 'Calendar and hours',
    nextMonth: 'Go to the Next Month',
    chosen: /^Selected: 10 \S+ – 12 \S+$/,
    note: 'Note (only you see it)',
    noteValue: 'Service',
    block: 'Block',
    unblock: 'Unblock',
    blockedNow: /^Blocked: 10 \S+ – 12 \S+$/,
    unblockedNow: /^Unblocked: 11 \S+ – 12 \S+$/,
    removed: 'Block removed',
    blocked: 'Blocked',
    list: 'Blocks this month',
    remove: /^Remove block: 10 \S+$/,
  },
} as const;

const shots = !!process.env.KERMO_SHOTS;
/** The screen with the month in view (a full-page shot would draw the sticky header over it). */
async function shot(page: Page, name: string) {
  if (!shots) return;
  const size = page.viewportSize()!;
  const widths = size.width > 1024 ? [size.width, 1024] : [size.width];
  for (const width of widths) {
    await page.setViewportSize({ width, height: size.height });
    await page.locator('.rdp-month_grid').evaluate((grid) => grid.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `/tmp/kermo-shots/calendar-${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** The first day of the month after today's in Kyiv, `YYYY-MM`. */
function nextMonth(): string {
  const today = kyivToday();
  return addDays(`${today.slice(0, 8)}01`, 40).slice(0, 7);
}

/** The month's grid stays within its panel's padding at every width (it once ran 11 px past it at 375 px). */
async function expectMonthInsidePanel(page: Page) {
  const { grid, content } = await page.locator('.rdp-month_grid').evaluate((table) => {
    const panel = table.closest('section')!;
    const style = getComputedStyle(panel);
    const box = panel.getBoundingClientRect();
    const rect = table.getBoundingClientRect();
    return { grid: { left: rect.left, right: rect.right }, content: { left: box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) } };
  });
  expect(grid.left, JSON.stringify({ grid, content })).toBeGreaterThanOrEqual(content.left - 1);
  expect(grid.right, JSON.stringify({ grid, content })).toBeLessThanOrEqual(content.right + 1);
}

/** A free day's name is its date alone; any other state is named (blocked, partly blocked, booked). */
const FREE_IS_UNNAMED = /заблоковано|заброньовано|blocked|booked/i;

type Block = { kind: string; note: string | null; days: { from_date: string; to_date: string } | null };

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test(`a host blocks days in the calendar, unblocks part of them with the keyboard and removes the rest (${lang})`, async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await verifiedHost(browser, baseURL!, page);
    const car = await completeDraft(page, baseURL!);
    const month = nextMonth();
    const iso = (day: number) => `${month}-${String(day).padStart(2, '0')}`;
    const day = (n: number) => page.locator(`td[data-day="${iso(n)}"]:not([data-outside]) button`);
    const stored = async () => {
      const { periods } = (await post(page.request, baseURL!, '/api/profile/car/availability/get', { car_id: car.id, from_date: iso(1), to_date: iso(28) })) as { periods: Block[] };
      return periods.filter((period) => period.kind === 'block').map((period) => ({ days: period.days, note: period.note }));
    };

    await open(page, `${w.prefix}/addingcar?car=${car.id}&step=availability`);
    await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeVisible();
    await page.getByRole('button', { name: w.nextMonth }).click();
    await expectMonthInsidePanel(page);

    // Two clicks pick the days, a note says why, one button blocks them.
    await day(10).click();
    await day(12).click();
    await expect(page.getByText(w.chosen)).toBeVisible();
    await page.getByLabel(w.note, { exact: true }).fill(w.noteValue);
    await page.getByRole('button', { name: w.block, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: w.blockedNow })).toHaveCount(1);
    for (const n of [10, 11, 12]) await expect(day(n)).toHaveAccessibleName(new RegExp(`, ${w.blocked}`));
    await expect(day(13)).not.toHaveAccessibleName(FREE_IS_UNNAMED);
    const list = page.locator('div').filter({ has: page.getByRole('heading', { level: 4, name: w.list }) }).last();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem')).toContainText(w.noteValue);
    expect(await stored()).toEqual([{ days: { from_date: iso(10), to_date: iso(12) }, note: w.noteValue }]);
    await shot(page, `blocked-${lang}`);

    // The keyboard: focus the 11th, Enter, one day on with the arrow, Enter; only the blocked part can be unblocked.
    await day(11).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await expect(day(12)).toBeFocused();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: w.unblock, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: w.unblockedNow })).toHaveCount(1);
    await expect(day(10)).toHaveAccessibleName(new RegExp(`, ${w.blocked}`));
    for (const n of [11, 12]) await expect(day(n)).not.toHaveAccessibleName(FREE_IS_UNNAMED);
    expect(await stored()).toEqual([{ days: { from_date: iso(10), to_date: iso(10) }, note: w.noteValue }]);

    // What is left goes from the list; a reload shows the server's calendar.
    await list.getByRole('button', { name: w.remove }).click();
    await expect(page.getByRole('status').filter({ hasText: w.removed })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 4, name: w.list })).toHaveCount(0);
    expect(await stored()).toEqual([]);
    await reload(page);
    await page.getByRole('button', { name: w.nextMonth }).click();
    await expect(day(10)).not.toHaveAccessibleName(FREE_IS_UNNAMED);
  });
}
