import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { POST as registerUser } from '@/app/api/auth/register-user/route';
import { POST as saveLicence } from '@/app/api/verification/licence/save/route';
import { api, signUpBody } from '@/tests/support/accounts';
import { callRoute, type ErrorBody } from '@/tests/support/call-route';
import { createSignedInUser } from '@/tests/support/factories';

/**
 * Two requests that both pass the domain's "is it taken?" check and then both write: the loser
 * meets the unique index and must get the same 409 the check gives, never a 500 (the mapping in
 * lib/server/db/db-errors.ts, applied by the route wrapper).
 */
const jpeg = async () => new Blob([new Uint8Array(await sharp({ create: { width: 64, height: 48, channels: 3, background: '#777' } }).jpeg().toBuffer())], { type: 'image/jpeg' });

let serial = 200_000 + Math.floor(Math.random() * 700_000);

describe('duplicate-key races', () => {
  it('two accounts saving one licence number at once: one 200, one 409 licence_taken', async () => {
    for (let round = 0; round < 3; round++) {
      const number = `ВХС${(serial += 1)}`;
      const [first, second] = await Promise.all([createSignedInUser(), createSignedInUser()]);
      const form = async () => {
        const data = new FormData();
        const fields = { country: 'UA', serial_number: number, first_name: 'Олег', last_name: 'Скрипка', birth_date: '1985-04-01', issued_on: '2005-04-01', expires_on: '2035-04-01' };
        for (const [key, value] of Object.entries(fields)) data.set(key, value);
        data.set('front', await jpeg(), 'front.jpg');
        return data;
      };
      const [a, b] = await Promise.all(
        [first, second].map(async ({ token }) => callRoute<ErrorBody>(saveLicence, { rawBody: await form(), headers: { authorization: `Bearer ${token}` } })),
      );
      expect([a!.status, b!.status].sort(), `round ${round}`).toEqual([200, 409]);
      expect([a!, b!].find((res) => res.status === 409)!.json.error).toMatchObject({ code: 'licence_taken', fields: { serial_number: expect.any(String) } });
    }
  });

  it('two registrations with one e-mail at once: one 200, one 409 email_taken', async () => {
    const body = signUpBody();
    const [a, b] = await Promise.all([api<ErrorBody>(registerUser, body), api<ErrorBody>(registerUser, { ...signUpBody(), email: body.email.toUpperCase() })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((res) => res.status === 409)!.json.error.code).toBe('email_taken');
  });
});
