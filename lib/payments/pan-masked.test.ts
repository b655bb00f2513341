import { describe, expect, it } from 'vitest';
import { cardLastFour } from './pan-masked';

describe('cardLastFour (spec §3 Card: the part after the mask characters, or "XXXX")', () => {
  it('reads the digits after the mask, whatever the acquirer masks with', () => {
    expect(cardLastFour('42****4242')).toBe('4242');
    expect(cardLastFour('444403******1902')).toBe('1902');
    expect(cardLastFour('424242XXXXXX5556')).toBe('5556');
    expect(cardLastFour('5168 •••• •••• 0062')).toBe('0062');
    expect(cardLastFour('4242-****-****-4444')).toBe('4444');
  });

  it('keeps the last four of a longer tail and a shorter tail as given', () => {
    expect(cardLastFour('4242****123456')).toBe('3456');
    expect(cardLastFour('424242*42')).toBe('42');
  });

  it('is "XXXX" when there is nothing after the mask, no mask, or no mask at all', () => {
    for (const missing of [null, undefined, '', '4242424242****', '****', '4242424242424242', 'card', '42****42a2']) expect(cardLastFour(missing), String(missing)).toBe('XXXX');
  });
});
