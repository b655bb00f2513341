import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, and axe's best practices: what a page must pass. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** Runs axe on the page as it is now and lists every violation with where it is (none expected). */
export async function expectNoAxeViolations(page: Page) {
  // After router.refresh() Next streams the page's metadata back in; check the page once it has its title.
  await expect(page).toHaveTitle(/\S/);
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).withTags(TAGS).analyze();
  const found = result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`);
  expect(found, `axe violations on ${page.url()}`).toEqual([]);
}
