/** @vitest-environment jsdom */
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDrafts, readDraft, writeDraft } from './chat-draft';

beforeEach(() => window.localStorage.clear());

describe('chat drafts', () => {
  it('are each person’s own: another account signed in on the same browser never sees them', () => {
    writeDraft(5, 12, 'Мій номер після оплати');
    expect(readDraft(5, 12)).toBe('Мій номер після оплати');
    expect(readDraft(6, 12)).toBe('');
    writeDraft(5, 12, '');
    expect(readDraft(5, 12)).toBe('');
  });

  it('all go at once, and nothing else of the site’s storage with them', () => {
    writeDraft(5, 12, 'a');
    writeDraft(6, 13, 'b');
    window.localStorage.setItem('kermo:last-viewed', '1');
    clearDrafts();
    expect([readDraft(5, 12), readDraft(6, 13)]).toEqual(['', '']);
    expect(window.localStorage.getItem('kermo:last-viewed')).toBe('1');
  });
});
