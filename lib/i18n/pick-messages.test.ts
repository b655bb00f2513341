import { describe, expect, it } from 'vitest';
import { UNWORDED_ERROR_CODES } from '@/lib/api/client';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { clientErrors, pickMessages } from './pick-messages';

describe('pickMessages', () => {
  it('hands over whole namespaces, only the listed keys of others, and of Errors only what a page words itself', () => {
    const picked = pickMessages(uk, ['Common', ['Forms', ['showPassword', 'nosuchkey']], 'Errors']);
    expect(Object.keys(picked)).toEqual(['Common', 'Forms', 'Errors']);
    expect(picked.Common).toBe(uk.Common);
    expect(picked.Forms).toEqual({ showPassword: uk.Forms.showPassword });
    expect(Object.keys(picked.Errors!).sort()).toEqual([...UNWORDED_ERROR_CODES].sort());
    // The server words its refusals: a page never carries them.
    expect(picked.Errors).not.toHaveProperty('not_verified_driver');
    expect(pickMessages(uk, [['Errors', ['chat_closed']]]).Errors).toEqual({ chat_closed: uk.Errors.chat_closed });
  });

  it('finds every code a page words itself in both languages', () => {
    for (const messages of [uk, en]) {
      expect(Object.keys(clientErrors(messages)).sort()).toEqual([...UNWORDED_ERROR_CODES].sort());
      for (const text of Object.values(clientErrors(messages))) expect(text).toMatch(/\S/);
    }
  });
});
