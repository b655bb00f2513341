/** @vitest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FooterColumns } from './FooterColumns';

const columns = [
  { id: 1, name: 'Орендарям', url: '/catalog', children: [{ id: 2, name: 'Каталог авто', url: '/catalog', children: [] }] },
  { id: 3, name: 'Власникам', url: '/earn-with-kermo', children: [{ id: 4, name: 'Стати власником', url: '/register-host', children: [] }] },
];

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('FooterColumns', () => {
  beforeEach(() => setWidth(375));
  afterEach(() => setWidth(1024));

  it('shows every column open as plain lists on wide screens', () => {
    setWidth(1280);
    render(<FooterColumns columns={columns} label="Меню" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Каталог авто' })).toBeVisible();
  });

  it('turns columns into collapsed accordions at 500px and below', () => {
    render(<FooterColumns columns={columns} label="Меню" />);
    const toggle = screen.getByRole('button', { name: 'Орендарям' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Каталог авто' })).toBeNull();
  });

  it('ignores a second toggle within 500 ms and accepts one after', () => {
    // Event timestamps come from the (fake) clock.
    vi.useFakeTimers({ toFake: ['Date', 'performance'] });
    try {
      render(<FooterColumns columns={columns} label="Меню" />);
      const toggle = screen.getByRole('button', { name: 'Орендарям' });
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      vi.advanceTimersByTime(499);
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      vi.advanceTimersByTime(1);
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
