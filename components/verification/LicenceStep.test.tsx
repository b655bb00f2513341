/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@/lib/api/endpoints';
import type { TLicenceView } from '@/lib/verification/schemas';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';
import { LicenceStep } from './LicenceStep';

const today = '2026-11-21';

const licence = (status: TLicenceView['status'], extra: Partial<TLicenceView> = {}): TLicenceView => ({
  id: 7,
  status,
  country: 'UA',
  serial_number: 'AXX123456',
  first_name: 'Оксана',
  last_name: 'Бойко',
  birth_date: '1990-03-01',
  issued_on: '2012-05-10',
  expires_on: '2032-05-10',
  rejection_reason: null,
  photos: { front: '/api/verification/licence/photo/7/front' },
  ...extra,
});

/** The browser's XMLHttpRequest, answered by the test (uploadApi sends the licence with it). */
class FakeXhr {
  static last: FakeXhr;
  sent: FormData | null = null;
  url = '';
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.sent = body;
  }
  abort() {}
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:test/photo', revokeObjectURL: () => undefined }));
});
afterEach(() => vi.unstubAllGlobals());

function setup(initial: TLicenceView | null, locale: 'uk' | 'en' = 'uk') {
  const fetchSpy = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ data: { licence: licence('pending') } }), { status: 200 }));
  vi.stubGlobal('fetch', fetchSpy);
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'uk' ? uk : en} timeZone="Europe/Kyiv">
      <section aria-labelledby="step-licence">
        <LicenceStep licence={initial} defaults={{ first_name: 'Оксана', last_name: 'Бойко' }} identity={false} today={today} />
      </section>
    </NextIntlClientProvider>,
  );
  return { fetchSpy, user: userEvent.setup({ applyAccept: false }) };
}

// The accessible name joins the heading and its state pill ("Driving licence · Draft"); jsdom's
// name computation drops the spaces around the dot, browsers keep them.
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input[type="file"]', exact: false });

describe('LicenceStep', () => {
  it('takes the state from the server’s answers to save and submit, without a reload', async () => {
    const { fetchSpy, user } = setup(null);
    expect(screen.getByRole('region', { name: /^Посвідчення водія\s*·\s*Не розпочато$/ })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Серія та номер'), 'AXX 123456');
    await user.type(screen.getByLabelText('Дата народження'), '01031990');
    await user.type(screen.getByLabelText('Дата видачі'), '10.5.12');
    await user.type(screen.getByLabelText('Дійсне до'), '10052032');
    await user.upload(fileInput('Лицьовий бік'), new File(['x'], 'front.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));

    // The form went out with ISO dates and the photo.
    const sent = FakeXhr.last.sent!;
    expect(FakeXhr.last.url).toBe(endpoints.licenceSave.path);
    expect([sent.get('birth_date'), sent.get('issued_on'), sent.get('expires_on'), sent.get('lang')]).toEqual(['1990-03-01', '2012-05-10', '2032-05-10', 'uk']);
    expect((sent.get('front') as File).name).toBe('front.jpg');
    FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
    expect(await screen.findByText('Завантаження… 50%')).toBeInTheDocument();
    FakeXhr.last.respond(200, { data: { licence: licence('draft') } });

    expect(await screen.findByRole('region', { name: /^Посвідчення водія\s*·\s*Чернетка$/ })).toBeInTheDocument();
    expect(screen.getByText('Збережено. Коли додасте всі три фото — надішліть на перевірку.')).toBeInTheDocument();
    // The stored photo replaces the preview.
    expect(screen.getByRole('img', { name: 'Лицьовий бік' })).toHaveAttribute('src', '/api/verification/licence/photo/7/front?v=1');

    await user.click(screen.getByRole('button', { name: 'Надіслати на перевірку' }));
    expect(fetchSpy.mock.calls[0]![0]).toBe(endpoints.licenceSubmit.path);
    expect(await screen.findByRole('region', { name: /^Посвідчення водія\s*·\s*На перевірці$/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/Ми перевіряємо ваше посвідчення/);
    expect(screen.queryByRole('button', { name: 'Зберегти' })).not.toBeInTheDocument();
  });

  it('clears a rejection once the corrected licence is saved, and says why a submit was refused', async () => {
    const { fetchSpy, user } = setup(licence('rejected', { rejection_reason: 'фото розмите' }), 'en');
    expect(screen.getByRole('region', { name: /^Driving licence\s*·\s*Rejected$/ })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your licence was not verified: фото розмите.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    FakeXhr.last.respond(200, { data: { licence: licence('draft') } });
    expect(await screen.findByRole('region', { name: /^Driving licence\s*·\s*Draft$/ })).toBeInTheDocument();
    expect(screen.queryByText(/was not verified/)).not.toBeInTheDocument();

    fetchSpy.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'licence_incomplete', message: 'Add all three photos first.', requestId: 'r1' } }), { status: 422 }));
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Add all three photos first.');
    expect(screen.getByRole('region', { name: /^Driving licence\s*·\s*Draft$/ })).toBeInTheDocument();
  });

  it('does not upload anything while a date is impossible', async () => {
    const { user } = setup(null);
    await user.type(screen.getByLabelText('Дата народження'), '31021990');
    const before = FakeXhr.last;
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(FakeXhr.last).toBe(before);
    expect(screen.getByLabelText('Дата народження')).toHaveAccessibleDescription('Такої дати в календарі немає');
    expect(screen.getByLabelText('Дата народження')).toHaveFocus();
  });
});
