/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { blockingStep, type VerificationState } from '@/lib/verification/steps';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { VerificationChecklist } from './VerificationChecklist';
import { VerifyFirstNotice } from './VerifyFirstNotice';

const newRenter: VerificationState = {
  role: 1,
  emailVerified: false,
  phoneVerified: false,
  isDriverLicenseVerified: false,
  legalVerification: 0,
  legalReason: null,
  licence: null,
};
const contacts = { email: 'olena@test.kermo.ua', phone: '+380671234567' };

function renderChecklist(state: VerificationState, locale: Locale = 'uk', phone: string | null = contacts.phone) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en}>
      <VerificationChecklist state={state} contacts={{ ...contacts, phone }} locale={locale} />
    </NextIntlClientProvider>,
  );
  return screen.getByTestId('verification-checklist');
}

/** The list item of a step, found by its heading. */
const stepItem = (name: RegExp) => screen.getByRole('heading', { level: 3, name }).closest('li')!;

describe('VerificationChecklist', () => {
  it('greets a new renter with three steps to do, each linking to its place on the verification page', () => {
    const card = renderChecklist(newRenter);
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Акаунт створено. Що далі?');
    expect(card).toHaveTextContent('Залишилося 3 кроки');
    expect(card).toHaveTextContent('Виконано 0 з 3');
    expect(within(stepItem(/Електронна пошта/)).getByText('Потрібно зробити')).toBeVisible();
    expect(stepItem(/Електронна пошта/)).toHaveTextContent('Підтвердьте olena@test.kermo.ua кодом із листа.');
    expect(screen.getByRole('link', { name: 'Підтвердити пошту' })).toHaveAttribute('href', '/user-verification#step-email');
    expect(screen.getByRole('link', { name: 'Підтвердити телефон' })).toHaveAttribute('href', '/user-verification#step-phone');
    expect(screen.getByRole('link', { name: 'Додати посвідчення' })).toHaveAttribute('href', '/user-verification#step-licence');
  });

  it('marks done steps without a link and shows a licence under review', () => {
    renderChecklist({ ...newRenter, emailVerified: true, licence: { status: 'pending', rejectionReason: null } });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Перевірка акаунта');
    expect(within(stepItem(/Електронна пошта/)).getByText('Готово')).toBeVisible();
    expect(within(stepItem(/Електронна пошта/)).queryByRole('link')).toBeNull();
    expect(within(stepItem(/Посвідчення водія/)).getByText('На перевірці')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Переглянути посвідчення' })).toHaveAttribute('href', '/user-verification#step-licence');
    // Only the phone is left to do: the licence waits for us.
    expect(screen.getByTestId('verification-checklist')).toHaveTextContent('Залишився 1 крок');
  });

  it('shows a rejected licence with the reason and the way to correct it', () => {
    renderChecklist({ ...newRenter, emailVerified: true, phoneVerified: true, licence: { status: 'rejected', rejectionReason: 'Фото розмите' } });
    const licence = stepItem(/Посвідчення водія/);
    expect(within(licence).getByText('Відхилено')).toBeVisible();
    expect(licence).toHaveTextContent('Причина: Фото розмите');
    expect(within(licence).getByRole('link', { name: 'Виправити посвідчення' })).toHaveAttribute('href', '/user-verification#step-licence');
  });

  it('names a draft licence and what finishes it', () => {
    renderChecklist({ ...newRenter, licence: { status: 'draft', rejectionReason: null } });
    // Something was started, so the greeting of a brand-new account is over.
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Перевірка акаунта');
    expect(within(stepItem(/Посвідчення водія/)).getByText('Чернетка')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Завершити й надіслати' })).toBeVisible();
  });

  it('gives a company its company details instead of a licence, with the reason of a rejection', () => {
    renderChecklist({ ...newRenter, role: 3, emailVerified: true, phoneVerified: true, legalVerification: 3, legalReason: 'ЄДРПОУ не знайдено' });
    expect(screen.queryByRole('heading', { name: /Посвідчення/ })).toBeNull();
    const company = stepItem(/Дані компанії/);
    expect(company).toHaveTextContent('Причина: ЄДРПОУ не знайдено');
    expect(within(company).getByRole('link', { name: 'Виправити дані' })).toHaveAttribute('href', '/user-verification#step-owner');
  });

  it('says a verified account may book, with no step left', () => {
    const card = renderChecklist({ ...newRenter, emailVerified: true, phoneVerified: true, isDriverLicenseVerified: true });
    expect(card).toHaveTextContent('Акаунт перевірено: ви можете бронювати авто.');
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
  });

  it('sends an account without a phone to its profile to add one', () => {
    renderChecklist(newRenter, 'uk', null);
    expect(screen.getByRole('link', { name: 'Додати телефон' })).toHaveAttribute('href', '/cabinetedit');
  });

  it('speaks English on English pages, with English plurals and links', () => {
    const card = renderChecklist({ ...newRenter, emailVerified: true }, 'en');
    expect(card).toHaveTextContent('2 steps left');
    expect(screen.getByRole('link', { name: 'Add licence' })).toHaveAttribute('href', '/en/user-verification#step-licence');
    expect(within(stepItem(/E-mail/)).getByText('Done')).toBeVisible();
  });
});

describe('VerifyFirstNotice', () => {
  it('says which step keeps a renter from booking, why, and links to it', () => {
    const step = blockingStep({ ...newRenter, licence: { status: 'rejected', rejectionReason: 'Термін дії минув' } })!;
    render(
      <NextIntlClientProvider locale="uk" messages={uk}>
        <VerifyFirstNotice step={step} purpose="book" contacts={contacts} locale="uk" />
      </NextIntlClientProvider>,
    );
    const notice = screen.getByTestId('verify-first');
    expect(notice).toHaveTextContent('Бронювати авто можна лише з перевіреним посвідченням водія.');
    expect(notice).toHaveTextContent('Посвідчення не прийнято.');
    expect(notice).toHaveTextContent('Причина: Термін дії минув');
    expect(within(notice).getByRole('link', { name: 'Виправити посвідчення' })).toHaveAttribute('href', '/user-verification#step-licence');
  });

  it('tells an owner whose details are under review that we are on it', () => {
    const step = blockingStep({ ...newRenter, role: 2, legalVerification: 1 })!;
    render(
      <NextIntlClientProvider locale="en" messages={en}>
        <VerifyFirstNotice step={step} purpose="list" contacts={contacts} locale="en" />
      </NextIntlClientProvider>,
    );
    const notice = screen.getByTestId('verify-first');
    expect(notice).toHaveTextContent('Please complete verification to add or activate a car. We are checking your details.');
    expect(within(notice).getByRole('link', { name: 'View application' })).toHaveAttribute('href', '/en/user-verification#step-owner');
  });
});
