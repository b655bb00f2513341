/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CatalogSearchBar } from './CatalogSearchBar';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const cities = [{ slug: 'kyiv', name: 'Київ' }];
const TODAY = '2026-12-01';

function renderBar(lang: 'uk' | 'en', state: Record<string, string> = {}) {
  return render(
    <NextIntlClientProvider locale={lang} messages={lang === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <CatalogSearchBar locale={lang} summary="Київ" cities={cities} city="kyiv" state={state} today={TODAY} />
    </NextIntlClientProvider>,
  );
}

afterEach(() => push.mockClear());

describe('CatalogSearchBar', () => {
  it('sends its dates as typed, so the form works without JavaScript (the page reads them)', () => {
    const { container } = renderBar('uk', { start: '2026-12-10T18:30', end: '2026-12-12' });
    const form = container.querySelector('form')!;
    const data = new FormData(form);
    expect(data.get('start')).toBe('10.12.2026');
    expect(data.get('start_time')).toBe('18:30');
    expect(data.get('end')).toBe('12.12.2026');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/catalog');
  });

  it('with JavaScript, moves to the canonical URL of the dates typed, keeping the filters and sort', async () => {
    renderBar('en', { sort: 'price_desc', delivery: '1' });
    await userEvent.type(screen.getByLabelText('Pick-up', { exact: true }), '10122026');
    await userEvent.type(screen.getByLabelText('Return', { exact: true }), '12/12/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenCalledWith('/en/catalog/kyiv?sort=price_desc&delivery=1&start=2026-12-10&end=2026-12-12');
  });

  it('sends nothing for a date that is no day, and says so at its field', async () => {
    renderBar('uk');
    const start = screen.getByLabelText('Отримання', { exact: true });
    await userEvent.type(start, '30022027');
    await userEvent.type(screen.getByLabelText('Повернення', { exact: true }), '02032027');
    await userEvent.click(screen.getByRole('button', { name: 'Шукати' }));
    expect(push).not.toHaveBeenCalled();
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveFocus();
  });

  it('asks for both dates', async () => {
    renderBar('uk');
    await userEvent.type(screen.getByLabelText('Отримання', { exact: true }), '10.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Шукати' }));
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByText(uk.Catalog.search.bothDates)).toBeInTheDocument();
  });
});
