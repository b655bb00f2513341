/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESET_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { endpoints } from '@/lib/api/endpoints';
import uk from '@/messages/uk.json';
import { ResetRequestForm } from './PasswordForms';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function submit(email: string, fetchMock: (url: string, init: RequestInit) => Promise<Response>) {
  const spy = vi.fn(fetchMock);
  vi.stubGlobal('fetch', spy);
  render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      <ResetRequestForm />
    </NextIntlClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(uk.Auth.fields.email), email);
  await user.click(screen.getByRole('button', { name: uk.Auth.resetRequest.submit }));
  return spy;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetRequestForm (useApiForm over the API client)', () => {
  it('sends the form with the page language to its endpoint and shows the success state', async () => {
    const fetchMock = await submit('olena@example.com', async () => reply(200, { data: { sent: true } }));
    expect(await screen.findByRole('status')).toHaveTextContent('olena@example.com');
    // How long the link works, in the server's own minutes (RESET_TTL_MINUTES), not "an hour" written apart.
    expect(screen.getByRole('status')).toHaveTextContent(`дійсне ${RESET_TTL_MINUTES} хвилин.`);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(endpoints.passwordResetRequest.path);
    expect(JSON.parse(init.body as string)).toEqual({ email: 'olena@example.com', lang: 'uk' });
  });

  it('shows the server’s field message next to the field and no form message for validation_failed', async () => {
    await submit('olena@example.com', async () =>
      reply(422, { error: { code: 'validation_failed', message: 'Перевірте поля.', fields: { email: 'Такої адреси не буває' }, requestId: 'r1' } }),
    );
    expect(await screen.findByText('Такої адреси не буває')).toBeVisible();
    expect(screen.getByLabelText(uk.Auth.fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s message for other refusals', async () => {
    await submit('olena@example.com', async () => reply(429, { error: { code: 'rate_limited', message: 'Забагато спроб.', requestId: 'r2' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Забагато спроб.');
  });

  it('shows our own message when the server cannot be reached', async () => {
    await submit('olena@example.com', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.network);
  });
});
