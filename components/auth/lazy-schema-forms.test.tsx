/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import uk from '@/messages/uk.json';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderIn = (form: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="uk" messages={uk}>
      {form}
    </NextIntlClientProvider>,
  );

// The sign-in and sign-up forms load their zod schemas on demand (lib/forms/zod-resolver): they must
// validate exactly as before, on the first submit.
describe('forms whose schema loads on demand', () => {
  it('sign-in: an empty submit shows the field messages and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderIn(<SignInForm portal="user" />);
    await userEvent.setup().click(screen.getByRole('button', { name: uk.Auth.sign.submit }));
    expect(await screen.findAllByText(uk.Validation.required)).toHaveLength(2);
    expect(screen.getByLabelText(uk.Auth.fields.email)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sign-in: valid input goes to the endpoint', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { redirect: '/cabinet' } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('location', { ...window.location, assign: vi.fn() });
    renderIn(<SignInForm portal="user" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(uk.Auth.fields.email), 'Olena@Example.com');
    await user.type(screen.getByLabelText(uk.Auth.fields.password), 'Renter#2026');
    await user.click(screen.getByRole('button', { name: uk.Auth.sign.submit }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.signIn.path);
    expect(JSON.parse(init.body as string)).toMatchObject({ email: 'olena@example.com', password: 'Renter#2026', portal: 'user', lang: 'uk' });
  });

  it('sign-up: the rules of spec §5 apply before anything is sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderIn(<RegisterForm kind="user" />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(uk.Auth.fields.password), 'short');
    await user.click(screen.getByRole('button', { name: uk.Auth.registerUser.submit }));
    expect(await screen.findByText(uk.Validation.acceptTerms)).toBeVisible();
    expect(screen.getByLabelText(uk.Auth.fields.password)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
