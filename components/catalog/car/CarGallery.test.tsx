/** @vitest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { CarGallery } from './CarGallery';

const photos = [
  { file: '/cars/a.webp', width: 1600, height: 1067 },
  { file: '/cars/b.webp', width: 1600, height: 1067 },
  { file: '/cars/c.webp', width: 800, height: 533 },
];

/** The browser's idle callbacks, run when the test says the page is idle. */
let idle: Array<() => void> = [];

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  idle = [];
  window.history.replaceState(null, '', '/');
});

function stubIdle() {
  vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
  vi.stubGlobal('cancelIdleCallback', () => {});
}

const photoNames = () => screen.queryAllByRole('img', { name: /Toyota Camry 2021, фото/ }).map((image) => image.getAttribute('alt'));

function show(locale: 'uk' | 'en' = 'uk') {
  const scrolled: number[] = [];
  // jsdom lays nothing out: each slide is 600 px wide, and the row records where it was sent.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(600);
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    const left = typeof options === 'object' ? (options.left ?? 0) : 0;
    scrolled.push(left);
    this.scrollLeft = left;
  } as typeof HTMLElement.prototype.scrollTo;
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <CarGallery photos={photos} title="Toyota Camry 2021" />
    </NextIntlClientProvider>,
  );
  return { scrolled, user: userEvent.setup() };
}

describe('CarGallery', () => {
  it('loads the first photo at once with high priority and the others once the page has loaded and the browser is idle, lazily, each in its reserved box with a srcset and alt text', () => {
    stubIdle();
    show();
    // Beside the first photo in the row, Chromium would fetch the others at once: not before the page is done.
    expect(photoNames()).toEqual(['Toyota Camry 2021, фото 1 з 3']);
    expect(document.querySelectorAll('noscript')).toHaveLength(2);
    act(() => idle.forEach((work) => work()));
    const images = screen.getAllByRole('img', { name: /Toyota Camry 2021, фото/ });
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Toyota Camry 2021, фото 1 з 3', 'Toyota Camry 2021, фото 2 з 3', 'Toyota Camry 2021, фото 3 з 3']);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images.slice(1).map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(images[0]).toHaveAttribute('width', '1600');
    expect(images[0]!.getAttribute('srcset')).toContain('/media/images/1000/cars/a.webp 1000w');
    // A picture narrower than a size is offered at its real width, never enlarged.
    expect(images[2]!.getAttribute('srcset')).toBe('/media/images/300/cars/c.webp 300w, /media/images/500/cars/c.webp 500w, /media/images/700/cars/c.webp 700w, /media/images/1000/cars/c.webp 800w');
  });

  it('shows the other photos at once when the visitor turns to the gallery before the page is idle', () => {
    stubIdle();
    show();
    expect(photoNames()).toHaveLength(1);
    fireEvent.pointerDown(screen.getByRole('group', { name: 'Фото: Toyota Camry 2021' }));
    expect(photoNames()).toEqual(['Toyota Camry 2021, фото 1 з 3', 'Toyota Camry 2021, фото 2 з 3', 'Toyota Camry 2021, фото 3 з 3']);
  });

  it('shows the other photos at once when the address names one of them (a link to #car-photo-N)', () => {
    stubIdle();
    window.history.replaceState(null, '', '/#car-photo-2');
    show();
    expect(photoNames()).toHaveLength(3);
  });

  it('moves with the arrow keys, Home and End, the buttons and the thumbnails, and says which photo is shown', async () => {
    const { scrolled, user } = show();
    const row = screen.getByRole('group', { name: 'Фото: Toyota Camry 2021' });
    await user.click(row);
    await user.keyboard('{ArrowRight}');
    expect(scrolled.at(-1)).toBe(600);
    expect(screen.getByText('2 з 3')).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(scrolled.at(-1)).toBe(1200);
    expect(screen.getByRole('button', { name: 'Наступне фото' })).toBeDisabled();
    await user.keyboard('{ArrowRight}{Home}');
    expect(scrolled.at(-1)).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Наступне фото' }));
    expect(scrolled.at(-1)).toBe(600);
    const thumbnails = screen.getByRole('navigation', { name: 'Усі фото' });
    await user.click(within(thumbnails).getByRole('link', { name: 'Показати фото 3' }));
    expect(scrolled.at(-1)).toBe(1200);
    expect(within(thumbnails).getByRole('link', { name: 'Показати фото 3' })).toHaveAttribute('aria-current', 'true');
    // Without a script the thumbnails are links to the slides.
    expect(within(thumbnails).getByRole('link', { name: 'Показати фото 1' })).toHaveAttribute('href', '#car-photo-1');
  });

  it('speaks English', () => {
    show('en');
    expect(screen.getByRole('group', { name: 'Photos: Toyota Camry 2021' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous photo' })).toBeDisabled();
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('alt', 'Toyota Camry 2021, photo 1 of 3');
  });
});
