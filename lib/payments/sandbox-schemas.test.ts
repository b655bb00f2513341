import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldMessages } from '@/lib/validation/issue-message';
import { ZSandboxConfirmBody, ZSandboxPayBody } from './sandbox-schemas';

const good = { card_number: '4242 4242 4242 4242', expiry: '12/27', cvc: '123', holder: 'Taras Shevchenko', reference: 'kp-0123456789abcdef0123' };
const problems = (body: unknown) => {
  const parsed = ZSandboxPayBody.safeParse(body);
  return parsed.success ? {} : fieldMessages(parsed.error.issues);
};

afterEach(() => vi.useRealTimers());

describe('the sandbox card form', () => {
  it('takes a valid card', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z'), toFake: ['Date'] });
    expect(problems(good)).toEqual({});
  });

  it('says what is wrong with each field, in the Validation keys the form shows', () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T10:00:00Z'), toFake: ['Date'] });
    expect(problems({ ...good, card_number: '4242 4242 4242 4241', expiry: '05/26', cvc: '12', holder: 'Тарас' })).toEqual({
      card_number: { key: 'cardNumber' },
      expiry: { key: 'cardExpired' },
      cvc: { key: 'cardCvc' },
      holder: { key: 'cardHolder' },
    });
    expect(problems({ ...good, card_number: '', expiry: '13/27', cvc: '', holder: '' })).toEqual({
      card_number: { key: 'required' },
      expiry: { key: 'cardExpiry' },
      cvc: { key: 'required' },
      holder: { key: 'required' },
    });
  });

  it('judges the expiry by the clock when it is checked', () => {
    vi.useFakeTimers({ now: new Date('2027-12-31T22:30:00Z'), toFake: ['Date'] });
    expect(problems(good)).toEqual({ expiry: { key: 'cardExpired' } });
  });

  it('refuses a reference that is not ours, and a code of the wrong shape', () => {
    expect(problems({ ...good, reference: 'KP-0123456789ABCDEF0123' })).toEqual({ reference: { key: 'invalidFormat' } });
    expect(ZSandboxConfirmBody.safeParse({ code: '123456', reference: good.reference }).success).toBe(true);
    const code = ZSandboxConfirmBody.safeParse({ code: '12345', reference: good.reference });
    expect(code.success ? {} : fieldMessages(code.error.issues)).toEqual({ code: { key: 'oneTimeCode' } });
  });
});
