/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import uk from '@/messages/uk.json';
import { CarListFilter } from './CarListFilter';

const counts = { active: 18, off: 2, pending: 1, rejected: 0, draft: 3 };

function show(current: Parameters<typeof CarListFilter>[0]['current'], given = counts, locale: 'uk' | 'en' = 'uk') {
  return render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      <CarListFilter counts={given} total={Object.values(given).reduce((a, b) => a + b, 0)} current={current} locale={locale} />
    </NextIntlClientProvider>,
  );
}

describe('CarListFilter', () => {
  it('links every state some car is in, with its count, and marks the one shown', () => {
    show('off');
    const nav = screen.getByRole('navigation', { name: 'Стан авто' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Усі 24', 'Активні 18', 'Вимкнені 2', 'На модерації 1', 'Чернетки 3']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/car-list', '/car-list?status=active', '/car-list?status=off', '/car-list?status=pending', '/car-list?status=draft']);
    expect(within(nav).getByRole('link', { name: 'Вимкнені 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Усі 24' })).not.toHaveAttribute('aria-current');
  });

  it('is left out while all cars are in one state', () => {
    const { container } = show(null, { active: 3, off: 0, pending: 0, rejected: 0, draft: 0 });
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps a state asked for in the address that no car is in any more, so the way back is there', () => {
    show('rejected', { active: 3, off: 0, pending: 0, rejected: 0, draft: 0 });
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Усі 3', 'Активні 3', 'Відхилені 0']);
  });
});
