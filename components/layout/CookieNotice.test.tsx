/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { CookieNotice } from './CookieNotice';

describe('CookieNotice', () => {
  it('sets cookieApprove=true for 7 days and hides itself when accepted', async () => {
    render(<CookieNotice text="Ми використовуємо cookie." accept="Зрозуміло" policy={{ href: '/privacy', label: 'Політика' }} />);
    expect(screen.getByText(/Ми використовуємо cookie/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Зрозуміло' }));
    expect(Cookies.get('cookieApprove')).toBe('true');
    expect(screen.queryByText(/Ми використовуємо cookie/)).toBeNull();
  });
});
