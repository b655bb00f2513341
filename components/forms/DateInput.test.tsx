/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { DateInput, type DateInputProps } from './DateInput';

const today = '2026-11-21';

function setup(props: Partial<DateInputProps> = {}, locale: 'uk' | 'en' = 'uk') {
  const onChange = vi.fn();
  const view = render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <form>
        <DateInput label={locale === 'uk' ? 'Дата видачі' : 'Date of issue'} name="issued_on" today={today} onChange={onChange} {...props} />
      </form>
    </NextIntlClientProvider>,
  );
  const input = screen.getByRole('textbox');
  const hidden = view.container.querySelector<HTMLInputElement>('input[type="hidden"][name="issued_on"]')!;
  return { input, hidden, onChange, user: userEvent.setup(), form: view.container.querySelector('form')! };
}

describe('DateInput', () => {
  it('takes digits in Ukrainian as дд.мм.рррр, with the dots put in, and gives the form ISO', async () => {
    const { input, hidden, onChange, user } = setup();
    expect(input).toHaveAccessibleName('Дата видачі');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('placeholder', 'дд.мм.рррр');
    expect(input).toHaveAccessibleDescription('Формат дати: дд.мм.рррр');
    await user.type(input, '29022024');
    expect(input).toHaveValue('29.02.2024');
    expect(hidden).toHaveValue('2024-02-29');
    expect(onChange).toHaveBeenLastCalledWith('2024-02-29');
    // Letters never get in.
    await user.clear(input);
    await user.type(input, '1a.3b.1990');
    expect(input).toHaveValue('01.03.1990');
    expect(hidden).toHaveValue('1990-03-01');
  });

  it('uses dd/mm/yyyy in English', async () => {
    const { input, hidden, user } = setup({}, 'en');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.type(input, '05062020');
    expect(input).toHaveValue('05/06/2020');
    expect(hidden).toHaveValue('2020-06-05');
  });

  it('says an impossible date is impossible, in the page language, and keeps it from the form', async () => {
    const { input, hidden, onChange, user, form } = setup();
    await user.type(input, '31022024');
    // Nothing is said while typing…
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    // …and once the field is left.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Такої дати в календарі немає');
    expect(hidden).toHaveValue('31.02.2024');
    expect(onChange).toHaveBeenLastCalledWith('31.02.2024');
    expect(form.checkValidity()).toBe(false);
    await user.clear(input);
    await user.type(input, '29022023');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Такої дати в календарі немає');
    await user.clear(input);
    await user.type(input, '29022024');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(form.checkValidity()).toBe(true);
  });

  it('asks for the rest of an unfinished date, and shows the range it must lie in', async () => {
    const { input, hidden, user } = setup({ min: '2000-01-01', max: today });
    await user.type(input, '1203');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Введіть дату повністю: дд.мм.рррр');
    expect(hidden).toHaveValue('12.03.');
    await user.type(input, '2030');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Дата має бути не пізніше ніж 21.11.2026');
    expect(hidden).toHaveValue('12.03.2030');
    await user.clear(input);
    await user.type(input, '01011999');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Дата має бути не раніше ніж 01.01.2000');
  });

  it('uses the form’s own words for a date out of range when given', async () => {
    const { input, user } = setup({ max: today, tooLateMessage: uk.Validation.dateInFuture });
    await user.type(input, '01012030');
    await user.tab();
    expect(input).toHaveAccessibleDescription(uk.Validation.dateInFuture);
  });

  it('writes a two-digit year out in full, and reads a pasted ISO date', async () => {
    const { input, hidden, user } = setup();
    await user.type(input, '1.3.90');
    expect(input).toHaveValue('01.03.90');
    expect(hidden).toHaveValue('1990-03-01');
    await user.tab();
    expect(input).toHaveValue('01.03.1990');
    await user.clear(input);
    await user.click(input);
    await user.paste('2019-07-04');
    expect(input).toHaveValue('04.07.2019');
    expect(hidden).toHaveValue('2019-07-04');
  });

  it('lets Backspace remove the separator it put in', async () => {
    const { input, user } = setup();
    await user.type(input, '12');
    expect(input).toHaveValue('12.');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('12');
    await user.type(input, '{Backspace}');
    expect(input).toHaveValue('1');
  });

  it('shows the form’s or the server’s message until its own has something to say', async () => {
    const { input, user } = setup({ error: 'Строк дії має закінчуватися пізніше за дату видачі' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Строк дії має закінчуватися пізніше за дату видачі');
    await user.type(input, '30022024');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Такої дати в календарі немає');
  });

  it('follows a value set from outside (controlled, as react-hook-form does)', async () => {
    function Controlled() {
      const [value, setValue] = useState('2020-01-15');
      return (
        <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
          <DateInput label="Дата народження" value={value} onChange={setValue} today={today} />
          <output data-testid="value">{value}</output>
          <button type="button" onClick={() => setValue('')}>
            reset
          </button>
        </NextIntlClientProvider>
      );
    }
    render(<Controlled />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Дата народження');
    expect(input).toHaveValue('15.01.2020');
    await user.clear(input);
    await user.type(input, '02022002');
    expect(screen.getByTestId('value')).toHaveTextContent('2002-02-02');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(input).toHaveValue('');
  });

  it('offers a calendar in the page language: a day picked there fills the field, Escape closes it', async () => {
    const { input, hidden, user } = setup({ defaultValue: '2024-03-01', min: '2000-01-01', max: today });
    const toggle = screen.getByRole('button', { name: 'Вибрати в календарі' });
    expect(toggle).toHaveAccessibleDescription('Дата видачі');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Календар: Дата видачі' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Loaded on first use.
    const day = await within(dialog).findByRole('button', { name: /^\S+, 15 березня 2024 р\.$/ }, { timeout: 15_000 });
    await user.click(day);
    expect(input).toHaveValue('15.03.2024');
    expect(hidden).toHaveValue('2024-03-15');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.click(toggle);
    const again = await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(again).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('disables calendar days outside the range', async () => {
    const { user } = setup({ defaultValue: '2026-11-20', max: today });
    await user.click(screen.getByRole('button', { name: 'Вибрати в календарі' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: /^\S+, 21 листопада 2026 р\., сьогодні$/ }, { timeout: 15_000 })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /^\S+, 20 листопада 2026 р\., вибрано$/ })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: /^\S+, 22 листопада 2026 р\.$/ })).toBeDisabled();
  });
});
