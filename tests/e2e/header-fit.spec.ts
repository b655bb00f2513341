import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { expectApart, expectInside } from './layout-boxes';
import { open, signUpViaApi } from './helpers';

/**
 * The header fits every width in both languages, for visitors and each kind of account: the page
 * never scrolls sideways, and every control in the bar lies inside the bar's content box (the
 * page's own margins) without covering another or being cut off. The Ukrainian labels are the long
 * ones ("Зареєструватися", "Заробляйте з Kermo", "Акаунт орендаря").
 */
const WIDTHS = [375, 768, 985, 1024, 1100, 1280, 1440];

type Account = 'visitor' | 'renter' | 'renter who hosts' | 'host' | 'company';

async function changeRole(request: APIRequestContext, baseURL: string) {
  const response = await request.post('/api/profile/user/change-role', { data: { accept_agreement: true }, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
}

async function signedIn(browser: Browser, baseURL: string, account: Account) {
  const context = await browser.newContext({ baseURL, locale: 'uk-UA' });
  if (account === 'renter') await signUpViaApi(context.request, 'user');
  if (account === 'host') await signUpViaApi(context.request, 'host');
  if (account === 'company') await signUpViaApi(context.request, 'legal', { company_name: 'ТОВ «Автопрокат Поділля»' });
  if (account === 'renter who hosts') {
    // Renter → host → renter: is_host is 1, so the header offers "Акаунт власника".
    await signUpViaApi(context.request, 'user');
    await changeRole(context.request, baseURL);
    await changeRole(context.request, baseURL);
  }
  return context;
}

/** What is wrong with the header's layout at the current width, as readable lines (none when it fits). */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width) problems.push(`the page is ${pageWidth}px wide in a ${width}px window`);
    const bar = document.querySelector('header')!.firstElementChild as HTMLElement;
    const style = getComputedStyle(bar);
    const outer = bar.getBoundingClientRect();
    const content = { left: outer.left + parseFloat(style.paddingLeft), right: outer.right - parseFloat(style.paddingRight), top: outer.top, bottom: outer.bottom };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[hidden]');
    };
    const items = [...bar.querySelectorAll('a, button, [aria-current]')].filter(shown).map((element) => ({
      element,
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim(),
      box: element.getBoundingClientRect(),
    }));
    const at = (box: DOMRect) => `[${box.left.toFixed(1)}–${box.right.toFixed(1)}]`;
    for (const { element, name, box } of items) {
      if (box.left < content.left - 1 || box.right > content.right + 1 || box.top < content.top - 1 || box.bottom > content.bottom + 1) {
        problems.push(`"${name}" ${at(box)} sticks out of the bar's content box [${content.left}–${content.right}]`);
      }
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1) problems.push(`"${name}" is cut off (${element.scrollWidth}px of text in ${element.clientWidth}px)`);
    }
    for (const [index, a] of items.entries()) {
      for (const b of items.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 0.5 && down > 0.5) problems.push(`"${a.name}" ${at(a.box)} and "${b.name}" ${at(b.box)} overlap`);
      }
    }
    return problems;
  });
}

test.describe('the header fits every width', () => {
  // Each test sets its own window widths; running it in the phone project as well would only repeat it.
  test.skip(({ viewport }) => (viewport?.width ?? 1280) < 985, 'widths are set by the test');

  for (const account of ['visitor', 'renter', 'renter who hosts', 'host', 'company'] as const) {
    test(`${account}, in Ukrainian and English, from 375 to 1440 px`, async ({ browser, baseURL }) => {
      const context = await signedIn(browser, baseURL!, account);
      const page = await context.newPage();
      for (const path of ['/', '/en']) {
        await open(page, path);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          expect(await headerProblems(page), `${account} on ${path} at ${width}px`).toEqual([]);
        }
      }
      await context.close();
    });
  }

  test('Ukrainian visitors keep sign-in, sign-up and the main menu in view where they used to overflow', async ({ page }) => {
    await open(page, '/');
    const banner = page.getByRole('banner');
    const register = banner.getByRole('link', { name: 'Зареєструватися' });
    for (const width of [985, 1024, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectInside(register, banner);
      await expectApart(banner.getByRole('link', { name: 'Увійти' }), register);
    }
    // The main menu is in the bar from 1100px; below that it is behind the burger.
    await page.setViewportSize({ width: 1100, height: 800 });
    await expect(banner.getByRole('navigation', { name: 'Головне меню' }).first()).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Відкрити меню' })).toBeHidden();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(banner.getByRole('button', { name: 'Відкрити меню' })).toBeVisible();
    await expect(register).toBeVisible();
  });
});
