import { expect, type Locator, type Page, test } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '../../lib/site/cookie-consent';
import { addDays, kyivToday } from '../../lib/time/iso-date';
import { open } from './helpers';

/**
 * The filters' counts (docs/catalog.md "Facet counts") as a visitor meets them, in Ukrainian and
 * English at 1280 and 375 px (the suite's two projects), on the demo fleet in Kyiv: nothing is
 * asked before the dialog opens; opened, each fuel shows how many cars it leaves and the ones that
 * leave none are off; picking one puts its count on the apply button, and the list it opens finds
 * that many. `KERMO_SHOTS=1` saves the open dialog.
 */

const words = {
  uk: { prefix: '', open: 'Фільтри', fuel: 'Пальне', apply: /^Показати (\d[\d\s\u00a0\u202f]*) автомобіл/, found: /Знайдено: (\d[\d\s\u00a0\u202f]*) автомобіл/ },
  en: { prefix: '/en', open: 'Filters', fuel: 'Fuel', apply: /^Show (\d[\d,]*) cars?$/, found: /^(\d[\d,]*) cars? found/ },
} as const;

const number = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** Each checkbox of a group with the count its name ends in, "(12)". */
async function counted(group: Locator) {
  const boxes = await group.getByRole('checkbox').all();
  return Promise.all(
    boxes.map(async (box) => {
      const name = (await box.getAttribute('value'))!;
      const label = (await box.locator('xpath=..').innerText()).trim();
      const match = /\((\d[\d\s\u00a0\u202f,]*)\)$/.exec(label);
      return { box, name, label, count: match ? number(match[1]!) : null, checked: await box.isChecked(), disabled: await box.isDisabled() };
    }),
  );
}

/** The open dialog at the project's width and, from a desktop, at 1024 and 768 px too. */
async function shot(page: Page, name: string) {
  if (!process.env.KERMO_SHOTS) return;
  const size = page.viewportSize()!;
  for (const width of size.width > 1024 ? [size.width, 1024, 768] : [size.width]) {
    await page.setViewportSize({ width, height: size.height });
    await page.screenshot({ path: `/tmp/kermo-shots/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

for (const lang of ['uk', 'en'] as const) {
  const w = words[lang];

  test(`the filters show how many cars each option leaves and the apply button the total (${lang})`, async ({ page, baseURL }, testInfo) => {
    await page.context().addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: baseURL! }]);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/facets')) asked.push(request.postData() ?? '');
    });
    // Ukrainian with dates three weeks ahead (the busy cars left out), English without.
    const start = addDays(kyivToday(), 21);
    const query = lang === 'uk' ? `?start=${start}&end=${addDays(start, 3)}` : '';
    await open(page, `${w.prefix}/catalog/kyiv${query}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The list painted without asking for counts.
    expect(asked).toEqual([]);

    await page.getByRole('link', { name: w.open, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const fuel = dialog.getByRole('group', { name: w.fuel });
    // The counts arrive: every fuel has one.
    await expect(fuel.getByRole('checkbox').first()).toHaveAccessibleName(/\(\d[\d\s\u00a0\u202f,]*\)$/);
    expect(asked).toHaveLength(1);
    expect(JSON.parse(asked[0]!)).toMatchObject({ city: 'kyiv', lang, ...(lang === 'uk' ? { start: expect.any(String), end: expect.any(String) } : {}) });
    const options = await counted(fuel);
    expect(options.every((option) => option.count !== null)).toBe(true);
    // Those that would leave no car are off.
    for (const option of options) expect(option.disabled, option.label).toBe(option.count === 0 && !option.checked);
    await expect(dialog.getByRole('button', { name: w.apply })).toBeVisible();
    await shot(page, `catalog-filters-${lang}-${testInfo.project.name}`);

    // Pick the fuel with the fewest cars (but some): the button says its count.
    const pick = options.filter((option) => option.count! > 0).sort((a, b) => a.count! - b.count!)[0]!;
    await pick.box.check();
    const apply = dialog.getByRole('button', { name: w.apply });
    await expect(apply).toHaveText(lang === 'uk' ? new RegExp(`^Показати ${pick.count} автомобіл`) : new RegExp(`^Show ${pick.count!.toLocaleString('en')} cars?$`));
    expect(asked).toHaveLength(2);
    expect(JSON.parse(asked[1]!)).toMatchObject({ fuel: [pick.name] });
    const promised = number(w.apply.exec((await apply.innerText()).trim())![1]!);

    // Applied: the list finds as many.
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`[?&]fuel=${pick.name}(&|$)`));
    await expect(dialog).toBeHidden();
    const summary = page.getByText(w.found);
    await expect(summary).toBeVisible();
    expect(number(w.found.exec(await summary.innerText())![1]!)).toBe(promised);
  });
}
