/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTranslator } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateFieldWords } from '@/lib/format/date-field-words';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { SearchForm } from './SearchForm';

const today = '2026-11-21';

/** The page's props as the server puts them together (app/[locale]/(public)/page.tsx). */
function setup(locale: 'uk' | 'en') {
  const messages = locale === 'uk' ? uk : en;
  const td = createTranslator({ locale, messages, namespace: 'Forms.date' });
  const spec = (label: string, max: string) => ({ label, max, words: dateFieldWords((key, values) => td(key, values), { label, min: today, max, locale }) });
  render(
    <SearchForm
      locale={locale}
      today={today}
      cities={[{ slug: 'kyiv', name: locale === 'uk' ? 'Київ' : 'Kyiv' }]}
      dates={{ start: spec(messages.Home.search.start, '2027-11-21'), end: spec(messages.Home.search.end, '2028-02-19') }}
      labels={{ ...messages.Home.search, required: messages.Validation.selectOption }}
    />,
  );
  return { user: userEvent.setup(), messages };
}

const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('the home page’s search', () => {
  it('takes the dates as Ukrainian writes them (дд.мм.рррр) and goes to the city’s list with them', async () => {
    const { user } = setup('uk');
    const start = screen.getByRole('textbox', { name: 'Початок оренди' });
    expect(start).toHaveAttribute('placeholder', 'дд.мм.рррр');
    expect(start).toHaveAccessibleDescription('Формат дати: дд.мм.рррр');
    await user.selectOptions(screen.getByLabelText('Місто'), 'kyiv');
    await user.type(start, '10122026');
    expect(start).toHaveValue('10.12.2026');
    await user.type(screen.getByRole('textbox', { name: 'Кінець оренди' }), '12122026');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(assign).toHaveBeenCalledWith('/catalog/kyiv?start=2026-12-10&end=2026-12-12');
  });

  it('sends the dates as typed when the script does not run (the server reads them)', () => {
    setup('uk');
    expect(screen.getByRole('textbox', { name: 'Початок оренди' })).toHaveAttribute('name', 'start');
    expect(screen.getByRole('textbox', { name: 'Кінець оренди' })).toHaveAttribute('name', 'end');
    expect(document.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('takes the visitor to the first field that is wrong', async () => {
    const { user } = setup('uk');
    await user.type(screen.getByRole('textbox', { name: 'Початок оренди' }), '10122026');
    await user.type(screen.getByRole('textbox', { name: 'Кінець оренди' }), '12122026');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(screen.getByLabelText('Місто')).toHaveFocus();
    expect(screen.getByText(uk.Validation.selectOption)).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Місто'), 'kyiv');
    await user.clear(screen.getByRole('textbox', { name: 'Кінець оренди' }));
    await user.type(screen.getByRole('textbox', { name: 'Кінець оренди' }), '3102');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(screen.getByRole('textbox', { name: 'Кінець оренди' })).toHaveFocus();
    expect(assign).not.toHaveBeenCalled();
  });

  it('writes English dates day first (dd/mm/yyyy)', () => {
    setup('en');
    expect(screen.getByRole('textbox', { name: 'Pick-up date' })).toHaveAttribute('placeholder', 'dd/mm/yyyy');
  });

  it('says at the field what is wrong with a date, and sends nothing', async () => {
    const { user } = setup('uk');
    await user.selectOptions(screen.getByLabelText('Місто'), 'kyiv');
    const start = screen.getByRole('textbox', { name: 'Початок оренди' });
    await user.type(start, '30022027');
    await user.type(screen.getByRole('textbox', { name: 'Кінець оренди' }), '01032027');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(screen.getByText('Такої дати в календарі немає')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    // A past day, with the first day allowed in the message.
    await user.clear(start);
    await user.type(start, '01112026');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(screen.getByText('Дата має бути не раніше ніж 21.11.2026')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    // A return before the pick-up.
    await user.clear(start);
    await user.type(start, '05032027');
    await user.click(screen.getByRole('button', { name: 'Знайти авто' }));
    expect(screen.getByText(uk.Home.search.endBeforeStart)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });
});
