import { describe, expect, it } from 'vitest';
import { paymentParts } from './payment-parts';

describe('paymentParts', () => {
  it('gives a renter their payments, and a company only its earnings', () => {
    expect(paymentParts({ role: 1, isHost: false, isUser: true })).toEqual(['renter']);
    expect(paymentParts({ role: 3, isHost: true, isUser: true })).toEqual(['owner']);
    expect(paymentParts({ role: 3, isHost: false, isUser: false })).toEqual(['owner']);
  });

  it('gives a host who rents both, the side they are on now first', () => {
    expect(paymentParts({ role: 2, isHost: true, isUser: true })).toEqual(['owner', 'renter']);
    expect(paymentParts({ role: 1, isHost: true, isUser: true })).toEqual(['renter', 'owner']);
  });

  it('gives a host who never switched to renting only the owner’s part', () => {
    expect(paymentParts({ role: 2, isHost: true, isUser: false })).toEqual(['owner']);
  });
});
