/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import uk from '@/messages/uk.json';
import { SignInForm } from './SignInForm';

const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function signIn(response: Response) {
  vi.stubGlobal('fetch', vi.fn(async () => response));
  render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      <SignInForm portal="user" />
    </NextIntlClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(uk.Auth.fields.email), 'olena@example.com');
  await user.type(screen.getByLabelText(uk.Auth.fields.password), 'not-her-password');
  await user.click(screen.getByRole('button', { name: uk.Auth.sign.submit }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// The server's own words (lib/server/accounts/sign-in.ts): the code's message and a field message.
describe('SignInForm refusals: one message, at the field it is about', () => {
  it('a wrong password is said once, under the password', async () => {
    await signIn(reply(401, { error: { code: 'wrong_password', message: uk.Errors.wrong_password, fields: { password: uk.Validation.wrongPassword }, requestId: 'r1' } }));
    const password = screen.getByLabelText(uk.Auth.fields.password);
    expect(await screen.findByText(uk.Validation.wrongPassword)).toBeVisible();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(uk.Validation.wrongPassword);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(uk.Errors.wrong_password)).toBeNull();
  });

  it('an unknown address is said once, under the e-mail', async () => {
    await signIn(reply(401, { error: { code: 'incorrect_login', message: uk.Errors.incorrect_login, fields: { email: uk.Validation.incorrectLogin }, requestId: 'r2' } }));
    expect(await screen.findByText(uk.Validation.incorrectLogin)).toBeVisible();
    expect(screen.getByLabelText(uk.Auth.fields.email)).toHaveAccessibleDescription(uk.Validation.incorrectLogin);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(uk.Errors.incorrect_login)).toBeNull();
  });

  it('a refusal about no field stays above the button', async () => {
    await signIn(reply(403, { error: { code: 'user_deleted', message: uk.Errors.user_deleted, requestId: 'r3' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.user_deleted);
    expect(screen.getByLabelText(uk.Auth.fields.password)).not.toHaveAttribute('aria-invalid');
  });

  it('a field the form does not show keeps its message above the button', async () => {
    await signIn(reply(422, { error: { code: 'validation_failed', message: uk.Errors.validation_failed, fields: { portal: 'Невідомий вхід' }, requestId: 'r4' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(uk.Errors.validation_failed);
  });
});
