/** @vitest-environment jsdom */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { TCarView } from '@/lib/cars/car-view';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { completeCar, photoOf, reply } from '../test-support/fixtures';
import { PhotoManager } from './PhotoManager';

/**
 * jsdom lays nothing out; dnd-kit's keyboard sorting moves an item to the neighbour its arrow key
 * points at, by their boxes. Each tile gets the box of its place in a row of 200 px wide cells.
 */
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tile = this.closest<HTMLElement>('[data-index]');
    const index = tile ? Number(tile.dataset.index) : 0;
    const left = index * 210;
    return { x: left, y: 0, left, top: 0, right: left + 200, bottom: 150, width: 200, height: 150, toJSON: () => ({}) } as DOMRect;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function renderManager(car: TCarView, locale: 'en' | 'uk', onCar = vi.fn()) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : uk}>
      <PhotoManager car={car} onCar={onCar} />
    </NextIntlClientProvider>,
  );
  return onCar;
}

describe('the photos step', () => {
  for (const locale of ['en', 'uk'] as const) {
    it(`reorders a photo with the keyboard and says so (${locale})`, async () => {
      const t = (locale === 'en' ? en : uk).CarWizard.photos;
      const car = completeCar({ photos: [photoOf(1, true), photoOf(2), photoOf(3)] });
      const reordered = { ...car, photos: [photoOf(2), photoOf(1, true), photoOf(3)] };
      const fetchMock = vi.fn(async () => reply(200, { data: { car: reordered } }));
      vi.stubGlobal('fetch', fetchMock);
      const onCar = renderManager(car, locale);
      const user = userEvent.setup();
      const handle = screen.getByRole('button', { name: t.move.replace('{name}', t.photoName.replace('{number}', '1').replace('{total}', '3')) });
      // Described by the instructions in the page's language.
      expect(handle).toHaveAccessibleDescription(t.instructions);
      handle.focus();
      await user.keyboard('[Space]');
      await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
      await user.keyboard('[ArrowRight]');
      // Each move is said: where the photo is now.
      await waitFor(() => expect(document.body).toHaveTextContent(t.announce.over.replace('{from}', '1').replace('{position}', '2').replace('{total}', '3')));
      await user.keyboard('[Space]');
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect(path).toBe(endpoints.carPhotosReorder.path);
      expect(JSON.parse(init.body as string)).toEqual({ car_id: car.id, photo_ids: [2, 1, 3], lang: locale });
      await waitFor(() => expect(onCar).toHaveBeenCalledWith(reordered));
      expect(document.body).toHaveTextContent(t.announce.end.replace('{position}', '2').replace('{total}', '3'));
    });
  }

  it('makes another photo the main one and deletes one after asking', async () => {
    const car = completeCar({ photos: [photoOf(1, true), photoOf(2), photoOf(3), photoOf(4)] });
    const fetchMock = vi.fn(async (path: string) =>
      reply(200, { data: { car: path === endpoints.carPhotoMain.path ? { ...car, photos: [photoOf(1), photoOf(2, true), photoOf(3), photoOf(4)] } : { ...car, photos: car.photos.slice(0, 3) } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderManager(car, 'en');
    const t = en.CarWizard.photos;
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: t.makeMainLabel.replace('{name}', 'photo 2 of 4') }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(endpoints.carPhotoMain.path, expect.objectContaining({ body: JSON.stringify({ car_id: car.id, photo_id: 2, lang: 'en' }) })));
    await user.click(screen.getByRole('button', { name: t.deleteLabel.replace('{name}', 'photo 4 of 4') }));
    const dialog = await screen.findByRole('dialog', { name: t.deleteTitle });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      await user.click(screen.getByRole('button', { name: t.deleteConfirm }));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(endpoints.carPhotoDelete.path, expect.objectContaining({ body: JSON.stringify({ car_id: car.id, photo_id: 4, lang: 'en' }) })));
    expect(dialog).not.toBeInTheDocument();
  });

  it('counts towards the four photos moderation needs, and refuses files that are no photos before sending them', async () => {
    const car = completeCar({ photos: [photoOf(1, true), photoOf(2)] });
    vi.stubGlobal('fetch', vi.fn());
    renderManager(car, 'uk');
    const t = uk.CarWizard.photos;
    expect(screen.getByText(t.countNeeded.replace('{count}', '2').replace('{missing}', '2'))).toBeInTheDocument();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText(t.choose), new File(['%PDF'], 'техпаспорт.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('техпаспорт.pdf');
    expect(fetch).not.toHaveBeenCalled();
  });
});
