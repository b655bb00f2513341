/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import uk from '@/messages/uk.json';
import { ReportForm } from './ReportForm';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(fetchMock: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(fetchMock);
  vi.stubGlobal('fetch', spy);
  render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      <ReportForm userId={42} />
    </NextIntlClientProvider>,
  );
  return { spy, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReportForm', () => {
  it('sends the chosen reason as a number with the comment and thanks the reporter', async () => {
    const { spy, user } = setup(async () => reply(200, { data: { id: 7, status: 'open' } }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.button }));
    await user.click(screen.getByRole('radio', { name: uk.Profile.report.reasons['3'] }));
    await user.type(screen.getByLabelText(uk.Profile.report.comment), 'Просить передоплату на картку');
    await user.click(screen.getByRole('button', { name: uk.Profile.report.submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(uk.Profile.report.sent);
    expect(screen.queryByText(uk.Validation.selectOption)).toBeNull();
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(endpoints.reportCreate.path);
    expect(JSON.parse(init.body as string)).toEqual({ user_id: 42, reason: 3, comment: 'Просить передоплату на картку', lang: 'uk' });
  });

  it('asks for a reason when none is chosen, on the group, and sends nothing', async () => {
    const { spy, user } = setup(async () => reply(200, { data: { id: 7, status: 'open' } }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.button }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.submit }));
    const group = screen.getByRole('radiogroup', { name: uk.Profile.report.reason });
    expect(group).toHaveAccessibleDescription(uk.Validation.selectOption);
    expect(screen.getAllByText(uk.Validation.selectOption)).toHaveLength(1);
    expect(spy).not.toHaveBeenCalled();
    // Choosing a reason clears the message at once (errors stay current after the first submit).
    await user.click(screen.getByRole('radio', { name: uk.Profile.report.reasons['1'] }));
    expect(screen.queryByText(uk.Validation.selectOption)).toBeNull();
  });

  it('is opened and cancelled with the keyboard where it was', async () => {
    const { spy, user } = setup(async () => reply(200, { data: { id: 7, status: 'open' } }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.button }));
    expect(screen.getByRole('radio', { name: uk.Profile.report.reasons['1'] })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: uk.Profile.report.cancel }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('button', { name: uk.Profile.report.button })).toHaveFocus();
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps the choice and shows the server’s refusal once', async () => {
    const { user } = setup(async () => reply(409, { error: { code: 'report_exists', message: 'Ви вже поскаржилися на цього користувача.', requestId: 'r1' } }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.button }));
    await user.click(screen.getByRole('radio', { name: uk.Profile.report.reasons['2'] }));
    await user.click(screen.getByRole('button', { name: uk.Profile.report.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ви вже поскаржилися на цього користувача.');
    expect(screen.getByRole('radio', { name: uk.Profile.report.reasons['2'] })).toBeChecked();
  });
});
