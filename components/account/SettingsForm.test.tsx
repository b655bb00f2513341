/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { LinkedAccounts } from './LinkedAccounts';
import { SettingsForm } from './SettingsForm';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SettingsForm', () => {
  it('shows each stored opt-out as a positive switch, on when we may send', () => {
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <SettingsForm initial={{ newsletter: false, notify_phone_opt_out: true, notify_email_opt_out: false }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('switch', { name: en.Settings.emailNotifications })).toBeChecked();
    expect(screen.getByRole('switch', { name: en.Settings.phoneNotifications })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: en.Settings.newsletter })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: en.Settings.emailNotifications })).toHaveAccessibleDescription(en.Settings.emailNotificationsHint);
    // No double negatives anywhere on the form.
    expect(document.body.textContent).not.toMatch(/Do not send|Не надсилати/);
  });

  it('saves switching e-mail off as the opt-out it is, and the phone back on', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: { user: {} } }), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <SettingsForm initial={{ newsletter: true, notify_phone_opt_out: true, notify_email_opt_out: false }} />
      </NextIntlClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: uk.Settings.emailNotifications }));
    await user.click(screen.getByRole('switch', { name: uk.Settings.phoneNotifications }));
    expect(screen.getByRole('switch', { name: uk.Settings.emailNotifications })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: uk.Settings.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(uk.Forms.saved);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoints.settingsUpdate.path);
    expect(JSON.parse(init.body as string)).toEqual({ newsletter: true, notify_phone_opt_out: false, notify_email_opt_out: true, lang: 'uk' });
  });
});

describe('LinkedAccounts', () => {
  const renderLinked = (providers: ('google' | 'facebook')[]) =>
    render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <LinkedAccounts providers={providers} linked={{ google: true, facebook: false }} locale="uk" />
      </NextIntlClientProvider>,
    );

  it('is absent when the site has no sign-in provider configured', () => {
    const { container } = renderLinked([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('lists only the configured providers, with a way to connect the unconnected', () => {
    renderLinked(['facebook']);
    expect(screen.getByRole('heading', { name: uk.Settings.linked })).toBeVisible();
    expect(screen.queryByText(uk.Settings.google)).toBeNull();
    expect(screen.getByText(uk.Settings.linkedNo)).toBeVisible();
    expect(screen.getByRole('link', { name: "Під'єднати Facebook" })).toHaveAttribute('href', expect.stringContaining('facebook'));
  });
});
