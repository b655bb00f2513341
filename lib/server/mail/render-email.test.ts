import { describe, expect, it } from 'vitest';
import { RESET_TTL_MINUTES } from '@/lib/accounts/lifetimes';
import { CODE_RULES } from '@/lib/verification/code-rules';
import { renderEmail } from './render-email';

describe('how long a code or link is valid, in the e-mails', () => {
  it('states the real minutes with Ukrainian one/few/many forms', () => {
    const body = (minutes: number) => renderEmail({ name: 'verifyEmail', code: '123456', minutes }, 'uk', 'Олена').text;
    expect(body(CODE_RULES.email.ttlMinutes)).toContain('Він дійсний 30 хвилин.');
    expect(body(1)).toContain('Він дійсний 1 хвилину.');
    expect(body(2)).toContain('Він дійсний 2 хвилини.');
    expect(body(21)).toContain('Він дійсний 21 хвилину.');
  });

  it('states them in English', () => {
    expect(renderEmail({ name: 'verifyEmail', code: '123456', minutes: 30 }, 'en', 'Olena').text).toContain('It is valid for 30 minutes.');
    expect(renderEmail({ name: 'verifyEmail', code: '123456', minutes: 1 }, 'en', 'Olena').text).toContain('It is valid for 1 minute.');
  });

  it('says how long a reset link works, in both languages and both bodies', () => {
    const uk = renderEmail({ name: 'passwordReset', link: 'https://kermo.ua/password-reset/token/ab', minutes: RESET_TTL_MINUTES }, 'uk', 'Олена');
    expect(uk.text).toContain('Посилання дійсне 60 хвилин і спрацює один раз.');
    expect(uk.html).toContain('Посилання дійсне 60 хвилин і спрацює один раз.');
    expect(renderEmail({ name: 'passwordReset', link: 'https://kermo.ua/x', minutes: RESET_TTL_MINUTES }, 'en', 'Olena').text).toContain('valid for 60 minutes.');
  });
});
