/** @vitest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMapHighlight } from '@/lib/catalog/map-store';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CardHoverSync } from './CardHoverSync';
import { MapLayout } from './MapLayout';

// Leaflet is the map view's business (covered end to end); here it stands for "the map's chunk loaded".
vi.mock('./CatalogMapView', () => ({ default: () => <div data-testid="map-view" /> }));

/** The screen width the map column's media query sees. */
let wide = false;
let idle: (() => void) | null = null;

beforeEach(() => {
  wide = false;
  idle = null;
  window.matchMedia = (query: string) => ({ matches: query.includes('min-width: 1280px') ? wide : false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
  window.requestIdleCallback = ((work: () => void) => {
    idle = work;
    return 1;
  }) as typeof window.requestIdleCallback;
  window.cancelIdleCallback = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  window.scrollTo = () => undefined;
});

afterEach(() => {
  useMapHighlight.setState({ listCar: null, mapCars: [] });
});

const view = {
  locale: 'uk' as const,
  city: 'kyiv',
  start: { lat: 50.45, lng: 30.52, zoom: 11 },
  body: { city: 'kyiv' },
  box: null,
  state: {},
  items: [],
  carQuery: null,
  period: null,
};

function page(locale: 'uk' | 'en' = 'uk') {
  const messages = locale === 'uk' ? uk : en;
  return render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <MapLayout {...view} locale={locale} messages={messages.Catalog.map}>
        <section aria-label="results">
          <CardHoverSync>
            <ol>
              {[7, 8].map((id) => (
                <li key={id} data-car-id={id}>
                  <a href={`/catalog/kyiv/car-${id}`}>
                    <span data-testid={`photo-${id}`} /> Car {id}
                  </a>
                </li>
              ))}
            </ol>
          </CardHoverSync>
        </section>
      </MapLayout>
    </NextIntlClientProvider>,
  );
}

describe('MapLayout', () => {
  it('on a phone keeps the map unloaded until the list/map button asks for it, and the button says what it shows', async () => {
    page();
    expect(screen.queryByTestId('map-view')).toBeNull();
    // Idle time does not load a map nobody sees.
    expect(idle).toBeNull();
    const button = screen.getByRole('button', { name: 'Показати карту' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'catalog-map');
    await userEvent.click(button);
    expect(await screen.findByTestId('map-view')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показати список' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Карта результатів' })).toContainElement(screen.getByTestId('map-view'));
    // Back to the list: the map stays loaded (hidden), ready for the next time.
    await userEvent.click(screen.getByRole('button', { name: 'Показати список' }));
    expect(screen.getByRole('button', { name: 'Показати карту' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('map-view')).toBeInTheDocument();
  });

  it('on a wide screen loads the map column once the page is idle, not before', async () => {
    wide = true;
    page('en');
    expect(screen.getByRole('region', { name: 'Map of the results' })).toHaveTextContent('Loading the map…');
    expect(screen.queryByTestId('map-view')).toBeNull();
    expect(idle).not.toBeNull();
    act(() => idle!());
    expect(await screen.findByTestId('map-view')).toBeInTheDocument();
  });
});

describe('CardHoverSync', () => {
  it('tells the map which card the pointer or the focus is on, and lights the cards the map points at', async () => {
    page();
    const [first, second] = screen.getAllByRole('listitem');
    fireEvent.pointerOver(first!.querySelector('span')!);
    expect(useMapHighlight.getState().listCar).toBe(7);
    // Within one card (photo → link) it stays lit; out of the list it goes.
    fireEvent.pointerOut(first!.querySelector('span')!, { relatedTarget: first!.querySelector('a') });
    expect(useMapHighlight.getState().listCar).toBe(7);
    fireEvent.pointerOut(first!.querySelector('a')!, { relatedTarget: document.body });
    expect(useMapHighlight.getState().listCar).toBeNull();
    act(() => second!.querySelector('a')!.focus());
    expect(useMapHighlight.getState().listCar).toBe(8);

    act(() => useMapHighlight.getState().setMapCars([8]));
    expect(second).toHaveAttribute('data-map-active');
    expect(first).not.toHaveAttribute('data-map-active');
    act(() => useMapHighlight.getState().setMapCars([]));
    expect(second).not.toHaveAttribute('data-map-active');
  });
});
