/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '@/components/chat/chat-draft';
import { LogoutButton } from './LogoutButton';

const assign = vi.fn();

beforeEach(() => {
  vi.stubGlobal('location', { ...window.location, assign });
  window.localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('signing out', () => {
  it.each([
    ['the server ends the session', 200, { data: { redirect: '/sign?role=1' } }, '/sign?role=1'],
    ['the session had already ended', 401, { error: { code: 'unauthorized', message: 'Увійдіть' } }, '/sign'],
  ])('drops every chat draft this browser kept when %s, and nothing else', async (_, status, body, to) => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })));
    writeDraft(5, 12, 'Мій номер після оплати');
    writeDraft(6, 345, 'До зустрічі');
    window.localStorage.setItem('kermo:cookie-choice', 'all');
    render(<LogoutButton label="Вийти" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Вийти' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(to));
    expect(readDraft(5, 12)).toBe('');
    expect(readDraft(6, 345)).toBe('');
    expect(window.localStorage.getItem('kermo:cookie-choice')).toBe('all');
  });
});
