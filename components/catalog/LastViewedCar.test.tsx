/** @vitest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recallLastViewed, rememberLastViewed } from '@/lib/catalog/last-viewed';
import { CatalogMemoryReset } from '@/components/layout/CatalogMemoryReset';
import { LastViewedCar } from './LastViewedCar';

let pathname = '/catalog/kyiv';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const scrolled: Element[] = [];

function list() {
  return render(
    <main>
      <ol id="results">
        {[7, 8, 9].map((id) => (
          <li key={id} data-car-id={id}>
            <a href={`/catalog/kyiv/car-${id}`} data-car-link={id} onClick={(event) => event.preventDefault()}>
              Car {id}
            </a>
          </li>
        ))}
      </ol>
      <LastViewedCar />
    </main>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/catalog/kyiv?start=2026-12-01&end=2026-12-04');
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});

afterEach(() => {
  sessionStorage.clear();
  scrolled.length = 0;
});

describe('LastViewedCar', () => {
  it('remembers the car opened from the list, with the list it came from', () => {
    list();
    fireEvent.click(screen.getByRole('link', { name: 'Car 8' }));
    expect(recallLastViewed()).toEqual({ id: 8, list: '/catalog/kyiv?start=2026-12-01&end=2026-12-04' });
  });

  it('coming back to the same list brings the card into view, marks it and focuses its link', () => {
    rememberLastViewed({ id: 9, list: '/catalog/kyiv?start=2026-12-01&end=2026-12-04' });
    list();
    const card = screen.getByRole('link', { name: 'Car 9' }).closest('li')!;
    expect(scrolled).toEqual([card]);
    expect(card).toHaveAttribute('data-last-viewed');
    expect(screen.getByRole('link', { name: 'Car 9' })).toHaveFocus();
  });

  it('does not jump on another search, nor to a car the list no longer has', () => {
    rememberLastViewed({ id: 9, list: '/catalog/kyiv?start=2026-12-02&end=2026-12-04' });
    list();
    expect(scrolled).toEqual([]);
    rememberLastViewed({ id: 12, list: '/catalog/kyiv?start=2026-12-01&end=2026-12-04' });
    list();
    expect(scrolled).toEqual([]);
  });
});

describe('CatalogMemoryReset', () => {
  it('keeps the car on catalog screens and forgets it anywhere else', () => {
    rememberLastViewed({ id: 9, list: '/catalog/kyiv' });
    pathname = '/en/catalog/kyiv/car-9';
    const { rerender } = render(<CatalogMemoryReset />);
    expect(recallLastViewed()).not.toBeNull();
    pathname = '/cabinet';
    rerender(<CatalogMemoryReset key="next" />);
    expect(recallLastViewed()).toBeNull();
  });
});
