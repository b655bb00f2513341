/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import uk from '@/messages/uk.json';
import { EmailChangeForm } from './EmailChangeForm';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function setup(replies: Response[]) {
  const spy = vi.fn(async (_url: string, _init: RequestInit) => replies.shift()!);
  vi.stubGlobal('fetch', spy);
  render(
    <NextIntlClientProvider locale="uk" messages={uk} timeZone="Europe/Kyiv">
      <EmailChangeForm email="old@test.kermo.ua" />
    </NextIntlClientProvider>,
  );
  return { spy, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('EmailChangeForm', () => {
  it('asks for the password and the new address, then the mailed code, and shows the new address', async () => {
    const { spy, user } = setup([
      json({ data: { new_email: 'new@test.kermo.ua', expires_at: '2026-12-01T10:30:00.000Z', minutes: 30 } }),
      json({ data: { user: { email: 'new@test.kermo.ua' } } }),
    ]);
    await user.click(screen.getByRole('button', { name: uk.EmailChange.open }));
    await user.type(screen.getByLabelText(uk.EmailChange.newEmail), 'new@test.kermo.ua');
    await user.type(screen.getByLabelText(uk.EmailChange.currentPassword), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: uk.EmailChange.send }));
    expect(await screen.findByText('Ми надіслали код на new@test.kermo.ua. Він дійсний 30 хвилин.')).toBeInTheDocument();
    expect(spy.mock.calls[0]![0]).toBe(endpoints.emailChangeRequest.path);
    expect(JSON.parse(spy.mock.calls[0]![1].body as string)).toMatchObject({ new_email: 'new@test.kermo.ua', current_password: 'Secret#2026', lang: 'uk' });
    // Nothing has changed until the code is entered.
    expect(screen.getByTestId('current-email')).toHaveTextContent('old@test.kermo.ua');
    await user.type(screen.getByLabelText(uk.EmailChange.code), '123456');
    await user.click(screen.getByRole('button', { name: uk.EmailChange.confirm }));
    expect(await screen.findByText('Готово: тепер ви входите з new@test.kermo.ua.')).toBeInTheDocument();
    expect(screen.getByTestId('current-email')).toHaveTextContent('new@test.kermo.ua');
    expect(spy.mock.calls[1]![0]).toBe(endpoints.emailChangeConfirm.path);
  });

  it('shows a wrong password next to the password field and keeps what was typed', async () => {
    const { user } = setup([json({ error: { code: 'validation_failed', message: 'x', fields: { current_password: uk.Validation.wrongPassword }, requestId: 'r' } }, 422)]);
    await user.click(screen.getByRole('button', { name: uk.EmailChange.open }));
    await user.type(screen.getByLabelText(uk.EmailChange.newEmail), 'new@test.kermo.ua');
    await user.type(screen.getByLabelText(uk.EmailChange.currentPassword), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: uk.EmailChange.send }));
    expect(await screen.findByText(uk.Validation.wrongPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(uk.EmailChange.newEmail)).toHaveValue('new@test.kermo.ua');
  });
});
