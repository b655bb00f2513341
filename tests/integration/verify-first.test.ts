import { describe, expect, it } from 'vitest';
import { errorMessage } from '@/lib/server/api/localize';
import { getDb } from '@/lib/server/db/client';
import { driverLicences, type User } from '@/lib/server/db/schema';
import { assertCanBook, assertCanListCar } from '@/lib/server/verification/gates';
import { getVerificationState } from '@/lib/server/verification/verification-state';
import { createUser, unique } from '@/tests/support/factories';

// "Verify first" refusals say why: which step is missing, under review or rejected, with the reason.

/** The localized message the refusal carries in the API's error envelope. */
function refusal(check: () => void, locale: 'uk' | 'en' = 'uk'): string {
  try {
    check();
  } catch (error) {
    const { code, params } = error as { code: 'not_verified_driver' | 'verification_required'; params?: Record<string, string> };
    return errorMessage(locale, code, params);
  }
  throw new Error('expected a refusal');
}

async function renterWithLicence(status: 'draft' | 'pending' | 'rejected', rejectionReason: string | null = null): Promise<User> {
  const user = await createUser({ role: 1 });
  const db = await getDb();
  await db.insert(driverLicences).values({
    userId: user.id, country: 'UA', serialNumber: `AXX${unique()}`, firstName: 'Тарас', lastName: 'Шевченко',
    birthDate: '1990-01-01', issuedOn: '2012-01-01', expiresOn: '2040-01-01', status, rejectionReason,
  });
  return user;
}

const book = (user: User) => async () => {
  const state = await getVerificationState(user);
  return { uk: refusal(() => assertCanBook(user, state)), en: refusal(() => assertCanBook(user, state), 'en') };
};

describe('a renter who may not book yet is told why', () => {
  it('names a rejected licence with the operator’s reason', async () => {
    const said = await book(await renterWithLicence('rejected', 'фото розмите'))();
    expect(said.uk).toBe(
      'Бронювати авто можна лише з перевіреним посвідченням водія. Посвідчення не прийнято: фото розмите. Виправте дані в розділі «Перевірка акаунта» й надішліть ще раз.',
    );
    expect(said.en).toBe(
      'You can book cars once your driving licence is verified. Your licence was not accepted: фото розмите. Correct it under Account verification and submit it again.',
    );
  });

  it('names a licence under review, a draft, and a missing one', async () => {
    expect((await book(await renterWithLicence('pending'))()).uk).toContain('Ваше посвідчення зараз на перевірці — ми повідомимо листом.');
    expect((await book(await renterWithLicence('draft'))()).en).toContain('Your licence is saved as a draft: add all three photos and submit it for review');
    expect((await book(await createUser({ role: 1 }))()).uk).toContain('Додайте посвідчення в розділі «Перевірка акаунта».');
    // Without the loaded state the account row alone decides: still a whole message.
    const bare = await createUser({ role: 1 });
    expect(refusal(() => assertCanBook(bare))).toBe('Бронювати авто можна лише з перевіреним посвідченням водія. Додайте посвідчення в розділі «Перевірка акаунта».');
  });
});

describe('an owner who may not list cars yet is told why', () => {
  it('names rejected details with the reason, details under review, and details not sent', async () => {
    const rejected = await createUser({ role: 2, isHost: true, legalVerification: 3, legalVerificationReason: 'РНОКПП не збігається' });
    expect(refusal(() => assertCanListCar(rejected))).toBe(
      'Будь ласка, пройдіть перевірку, щоб додати або активувати авто. Дані не прийнято: РНОКПП не збігається. Виправте їх у розділі «Перевірка акаунта» й подайте ще раз.',
    );
    const company = await createUser({ role: 3, isHost: true, isUser: false, legalVerification: 1 });
    expect(refusal(() => assertCanListCar(company), 'en')).toBe(
      'Please complete verification to add or activate a car. Your details are under review — we will let you know by e-mail.',
    );
    const fresh = await createUser({ role: 2, isHost: true });
    expect(refusal(() => assertCanListCar(fresh))).toContain('Надішліть свої дані в розділі «Перевірка акаунта».');
  });

  it('tells a renter that cars are listed by hosts and companies', async () => {
    const renter = await createUser({ role: 1 });
    expect(refusal(() => assertCanListCar(renter), 'en')).toBe(
      'Please complete verification to add or activate a car. Cars are added by hosts and companies: switch to your host account.',
    );
  });
});
