import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@/lib/chat/contracts';
import { mergeMessages, newestId } from './merge-messages';

const message = (id: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  client_id: `c${id}`,
  mine: false,
  sender: 'owner',
  text: `№ ${id}`,
  masked: 0,
  photo: null,
  at: '2026-12-01T10:00:00.000Z',
  read: false,
  ...overrides,
});

describe('mergeMessages', () => {
  it('keeps one entry per message, in the server’s order', () => {
    const merged = mergeMessages([message(2), message(1)], [message(3), message(2, { read: true })]);
    expect(merged.map((entry) => [entry.id, entry.read])).toEqual([
      [1, false],
      [2, true],
      [3, false],
    ]);
    expect(newestId(merged)).toBe(3);
  });

  it('replaces my pending copy with the stored message, and keeps the others waiting at the end', () => {
    const pending = { ...message(0, { mine: true, client_id: 'local-a', text: 'Привіт' }), state: 'sending' as const };
    const failed = { ...message(0, { mine: true, client_id: 'local-b', text: 'Ще раз' }), state: 'failed' as const };
    const merged = mergeMessages([message(1), pending, failed], [message(2, { mine: true, client_id: 'local-a', text: 'Привіт' })]);
    expect(merged.map((entry) => [entry.id, entry.client_id, entry.state])).toEqual([
      [1, 'c1', undefined],
      [2, 'local-a', undefined],
      [0, 'local-b', 'failed'],
    ]);
    expect(newestId(merged)).toBe(2);
  });
});
