/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCarView } from '@/lib/cars/car-view';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { carViewFixture } from '@/tests/support/car-view';
import { CarListItem } from './CarListItem';
import { CarListLive } from './CarListLive';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

// Completeness is checked against "today" (model years up to next year): a fixed day.
beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-14T22:30:00Z'), toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  refresh.mockReset();
});

function show(car: TCarView, { canList = true, locale = 'uk' as 'uk' | 'en', reply }: { canList?: boolean; locale?: 'uk' | 'en'; reply?: (url: string, init: RequestInit) => Response } = {}) {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => (reply ? reply(url, init) : new Response(JSON.stringify({ data: { car } }), { status: 200 })));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <CarListLive>
        <CarListItem car={car} locale={locale} canList={canList} />
      </CarListLive>
    </NextIntlClientProvider>,
  );
  return { fetchMock, user: userEvent.setup(), item: screen.getByRole('article', { name: car.title }) };
}

/** The names of the item's buttons and links, in order. */
const controls = (item: HTMLElement) => [...item.querySelectorAll('a, button')].map((element) => element.textContent);

describe('CarListItem: what an owner sees of each car', () => {
  it('shows an active car with its photo, plate, city, price, badge and honest bookings line', () => {
    const { item } = show(carViewFixture());
    expect(within(item).getByRole('heading', { level: 2 })).toHaveTextContent('Toyota Camry 2021');
    expect(within(item).getByText('Активний')).toBeInTheDocument();
    expect(item).toHaveTextContent('AA 1234 KX');
    expect(item).toHaveTextContent('Київ');
    // Spec §9: a space between thousands (a no-break one, so a price never wraps).
    expect(item.querySelector('strong')!.textContent).toBe('1\u00a0800\u00a0₴');
    expect(item).toHaveTextContent('1 800 ₴ за добу');
    expect(item).toHaveTextContent('Бронювань ще немає');
    // The main photo (the second), in the spec sizes from the image pipeline.
    const img = item.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/media/images/700/cars/photo-102.webp');
    expect(img.getAttribute('srcset')).toContain('/media/images/300/cars/photo-102.webp 300w');
    expect(img.getAttribute('srcset')).toContain('/media/images/100/cars/photo-102.webp 100w');
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 208px, (min-width: 768px) 176px, 96px');
    expect(controls(item)).toEqual(['Вимкнути: Toyota Camry 2021', 'Редагувати: Toyota Camry 2021', 'Календар: Toyota Camry 2021', 'Видалити: Toyota Camry 2021']);
    expect(within(item).getByRole('link', { name: /Редагувати/ })).toHaveAttribute('href', '/car-edit/toyota-camry-2021-41');
    expect(within(item).getByRole('link', { name: /Календар/ })).toHaveAttribute('href', '/car-edit/toyota-camry-2021-41?step=availability');
  });

  it('offers to switch a car off the catalog back on, but not to an owner who lost verification', () => {
    const off = carViewFixture({ active: false });
    const { item } = show(off);
    expect(within(item).getByText('Вимкнений')).toBeInTheDocument();
    expect(controls(item)[0]).toBe('Увімкнути: Toyota Camry 2021');
    expect(item).toHaveTextContent('Увімкніть його, щоб приймати бронювання.');
  });

  it('leaves switching on out for an unverified owner and says when it will work', () => {
    const { item } = show(carViewFixture({ active: false }), { canList: false });
    expect(controls(item)).toEqual(['Редагувати: Toyota Camry 2021', 'Календар: Toyota Camry 2021', 'Видалити: Toyota Camry 2021']);
    expect(item).toHaveTextContent('Увімкнути його можна буде після перевірки акаунта.');
  });

  it('shows a car under review with nothing to press that would move it', () => {
    const { item } = show(carViewFixture({ status: 'pending', active: false }));
    expect(within(item).getByText('На модерації')).toBeInTheDocument();
    expect(item).toHaveTextContent('Оператор перевіряє оголошення.');
    expect(controls(item)).toEqual(['Редагувати: Toyota Camry 2021', 'Календар: Toyota Camry 2021', 'Видалити: Toyota Camry 2021']);
    expect(item).not.toHaveTextContent('Бронювань ще немає');
  });

  it('shows a rejected car with the operator’s reason and the way to send it again', () => {
    const { item } = show(carViewFixture({ status: 'rejected', active: false, rejection_reason: 'Номер на фото нечитабельний' }), { locale: 'en' });
    expect(within(item).getByText('Rejected')).toBeInTheDocument();
    expect(item).toHaveTextContent('Reason for rejection: Номер на фото нечитабельний');
    expect(controls(item)[0]).toBe('Send to moderation: Toyota Camry 2021');
    expect(within(item).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/en/car-edit/toyota-camry-2021-41');
  });

  it('leads an incomplete draft back to the editor and names the steps left', () => {
    const draft = carViewFixture({ status: 'draft', active: false, photos: [], price_per_day: null, registration_number: null });
    const { item } = show(draft);
    expect(within(item).getByText('Чернетка')).toBeInTheDocument();
    expect(item).toHaveTextContent('Залишилося заповнити: документи, фото і умови оренди.');
    expect(item).toHaveTextContent('Ще немає фото');
    expect(item).toHaveTextContent('Номер не вказано');
    expect(item).toHaveTextContent('Ціну не вказано');
    expect(controls(item)).toEqual(['Продовжити заповнення: Toyota Camry 2021', 'Календар: Toyota Camry 2021', 'Видалити: Toyota Camry 2021']);
    // Back into the wizard at the first step still incomplete.
    expect(within(item).getByRole('link', { name: /Продовжити заповнення/ })).toHaveAttribute('href', '/addingcar?car=41&step=documents');
  });

  it('offers a complete draft for moderation, to a verified owner only', () => {
    const draft = carViewFixture({ status: 'draft', active: false });
    expect(controls(show(draft).item)[0]).toBe('Надіслати на модерацію: Toyota Camry 2021');
  });

  it('reads in English with the sign before the amount', () => {
    const { item } = show(carViewFixture({ active: false }), { locale: 'en' });
    expect(within(item).getByText('Switched off')).toBeInTheDocument();
    expect(item).toHaveTextContent('₴1 800 per day');
    expect(controls(item)[0]).toBe('Switch on: Toyota Camry 2021');
  });
});

describe('CarListItem: the owner’s actions', () => {
  it('switches a car off through the API, refreshes the list and says so', async () => {
    const { fetchMock, user, item } = show(carViewFixture());
    await user.click(within(item).getByRole('button', { name: /Вимкнути/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('Toyota Camry 2021: вимкнено, авто приховане з каталогу.');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/car/deactivate');
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual({ car_id: 41, lang: 'uk' });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('deletes only after the confirmation, then moves focus to the message', async () => {
    const { fetchMock, user, item } = show(carViewFixture(), { reply: () => new Response(JSON.stringify({ data: { deleted: true } }), { status: 200 }) });
    await user.click(within(item).getByRole('button', { name: /Видалити/ }));
    const dialog = screen.getByRole('dialog', { name: 'Видалити Toyota Camry 2021?' });
    expect(dialog).toHaveTextContent('Минулі бронювання й відгуки збережуться.');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Видалити' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Toyota Camry 2021: видалено.');
    // Focus moves in an effect after the commit that shows the text.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/profile/car/delete');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the car when the owner changes their mind', async () => {
    const { fetchMock, user, item } = show(carViewFixture());
    await user.click(within(item).getByRole('button', { name: /Видалити/ }));
    await user.click(screen.getByRole('button', { name: 'Залишити' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in its own words', async () => {
    const message = uk.Errors.car_under_review;
    const { user, item } = show(carViewFixture({ active: false }), { reply: () => new Response(JSON.stringify({ error: { code: 'car_under_review', message, requestId: 'r1' } }), { status: 409 }) });
    await user.click(within(item).getByRole('button', { name: /Увімкнути/ }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(message);
    expect(refresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lists what a refused submission still lacks', async () => {
    const fields = { vin: 'Автомобіль з таким VIN уже розміщено', registration_number: 'Автомобіль з таким номерним знаком уже розміщено' };
    const { user, item } = show(carViewFixture({ status: 'draft', active: false }), { reply: () => new Response(JSON.stringify({ error: { code: 'validation_failed', message: uk.Errors.validation_failed, fields } }), { status: 422 }) });
    await user.click(within(item).getByRole('button', { name: /Надіслати на модерацію/ }));
    const alert = await within(item).findByRole('alert');
    expect(alert).toHaveTextContent('Оголошення ще не заповнене до кінця.');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(Object.values(fields));
  });
});
