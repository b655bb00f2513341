import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('formatPhone', () => {
  it('groups a Ukrainian number as it is read aloud', () => {
    expect(formatPhone('+380672223344')).toBe('+380 67 222 33 44');
  });

  it('leaves anything else as stored', () => {
    expect(formatPhone('+48123456789')).toBe('+48123456789');
  });
});
