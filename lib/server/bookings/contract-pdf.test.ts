import { describe, expect, it } from 'vitest';
import type { PriceLine } from '@/lib/pricing/lines';
import { readPdfText, type PdfDocumentText } from '@/tests/support/pdf-text';
import { renderContractPdf, type ContractData } from './contract-pdf';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = { side: 56, top: 56, bottom: 64 };
/** pdfkit's justified lines may end a point or so past the margin (it measures words joined); nothing more. */
const SLACK = 2;

const lines: PriceLine[] = [
  { kind: 'days', quantity: 10, unit_price: 120_000, amount: 1_200_000 },
  { kind: 'discount', quantity: 10, unit_price: 10_000, amount: -100_000 },
  { kind: 'delivery', quantity: 1, unit_price: 134_500, amount: 134_500 },
];

/** A summer booking: 07:00 UTC is 10:00 in Kyiv; the document is dated 00:30 Kyiv time on 11 June. */
function contract(overrides: Partial<ContractData> = {}): ContractData {
  return {
    locale: 'uk',
    number: 'KR-000123',
    issuedAt: new Date('2026-06-10T21:30:00Z'),
    owner: { kind: 'host', name: 'Олександра Ковальчук', taxNumber: '2000000009', email: 'host@kermo.local', phone: '+380672223344' },
    renter: {
      name: 'Ігор Шевченко',
      email: 'renter@kermo.local',
      phone: '+380501112233',
      birthDate: '1990-04-05',
      licence: { country: 'UA', serialNumber: 'AXX 123456', expiresOn: '2031-04-05' },
    },
    car: { title: 'Toyota Camry 2021', vin: 'JTNB11HK103456789', plate: 'AA1234BB', color: 'сірий металік', certificate: 'СХЕ 123456', mileageAtBooking: 45_300 },
    period: { start: new Date('2026-06-15T07:00:00Z'), end: new Date('2026-06-25T07:30:00Z') },
    place: { pickup: 'м. Київ, вул. Хрещатик, 22', delivery: null },
    money: { lines, calendarDays: false, totalKop: 1_234_500, deposit: { amountMinor: 30_000, currency: 'USD' } },
    mileage: { freePerDay: 250, pricePerKmKop: 500 },
    lateReturn: { hourKop: 15_000, dayKop: 120_000 },
    cancellation: { freeUntil: new Date('2026-06-14T07:00:00Z'), lateFeeKop: 120_000 },
    ...overrides,
  };
}

/** The document's text with no-break spaces (thousands, before ₴) read as spaces. */
async function render(data: ContractData): Promise<{ bytes: Uint8Array; pdf: PdfDocumentText; text: string }> {
  const bytes = await renderContractPdf(data);
  const pdf = readPdfText(bytes);
  return { bytes, pdf, text: pdf.text.replace(/\u00A0/g, ' ') };
}

/** Lines of text, across page breaks, as one string with single spaces (wrapped text reads whole). */
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** Every page's footer says which page it is of how many, and the count is the document's. */
function expectPageNumbers(pdf: PdfDocumentText, label: (page: number, pages: number) => string) {
  expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
  pdf.pages.forEach((page, index) => {
    expect(page.lines.at(-1)?.replace(/\u00A0/g, ' ')).toContain(label(index + 1, pdf.pages.length));
  });
}

/** No text starts left of the margin or runs past the right one; nothing but the footer below the bottom margin. */
function expectInsideMargins(pdf: PdfDocumentText, footer: RegExp) {
  for (const run of pdf.runs) {
    expect(run.x, run.text).toBeGreaterThanOrEqual(MARGIN.side - 0.01);
    expect(run.x + run.width, run.text).toBeLessThanOrEqual(A4.width - MARGIN.side + SLACK);
    expect(run.baseline, run.text).toBeGreaterThan(MARGIN.top);
    if (!footer.test(run.text)) expect(run.baseline, run.text).toBeLessThanOrEqual(A4.height - MARGIN.bottom);
  }
}

describe('renderContractPdf', () => {
  it('renders a Ukrainian A4 contract with the embedded Noto Sans, the parties, the car, the Kyiv times and the price', async () => {
    const { bytes, pdf, text } = await render(contract());

    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(bytes.subarray(-6)).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.pages.every((page) => page.width === A4.width && page.height === A4.height)).toBe(true);
    // Only our font, embedded (subset) in both weights: no standard PDF font, which has no Cyrillic.
    expect(pdf.fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['NotoSans-Bold', 'NotoSans-Regular']);
    expect(pdf.fonts.every((font) => font.embedded)).toBe(true);
    expect(text).not.toContain('\uFFFD');
    expectPageNumbers(pdf, (page, pages) => `Сторінка ${page} з ${pages}`);

    expect(pdf.pages[0]!.lines[0]).toBe('Договір прокату транспортного засобу № KR-000123');
    expect(text).toContain('м. Київ 11.06.2026');
    for (const line of [
      'Прізвище та ім’я Олександра Ковальчук',
      'РНОКПП 2000000009',
      'Телефон +380 67 222 33 44',
      'Прізвище та ім’я Ігор Шевченко',
      'Дата народження 05.04.1990',
      'Посвідчення водія AXX 123456',
      'Країна видачі Україна',
      'Дійсне до 05.04.2031',
      'Ідентифікаційний номер (VIN) JTNB11HK103456789',
      'Номерний знак AA 1234 BB',
      'Колір сірий металік',
      'Свідоцтво про реєстрацію СХЕ 123456',
      'Пробіг на момент бронювання 45 300 км',
      'Початок прокату 15.06.2026, 10:00',
      'Закінчення прокату 25.06.2026, 10:30',
      'Місце передачі м. Київ, вул. Хрещатик, 22',
      'Прокат: 10 діб × 1 200,00 ₴ 12 000,00 ₴',
      'Знижка за тривалий прокат: 10 діб × 100,00 ₴ −1 000,00 ₴',
      'Доставка Автомобіля Орендарю 1 345,00 ₴',
      'Разом 12 345,00 ₴',
    ]) {
      expect(text.split('\n'), line).toContain(line);
    }
    const all = flat(text);
    expect(all).toContain('Застава становить 300,00 $. Її блокують на картці Орендаря, але не списують.');
    expect(all).toContain('Безкоштовний пробіг — 250 км на добу прокату. За кожен кілометр понад цю норму Орендар доплачує 5,00 ₴.');
    expect(all).toContain('безкоштовно скасувати бронювання до 14.06.2026, 10:00');
    expect(all).toContain('плату за скасування в розмірі 1 200,00 ₴');
    expect(all).toContain('Kermo не є стороною цього договору');
    expect(all).toContain('не передавати Автомобіль у суборенду');
    // Both parties sign: each role over its name, and a line to sign on for each.
    expect(text).toContain('Орендодавець Орендар\nОлександра Ковальчук Ігор Шевченко');
    expect(text.match(/\(підпис\)/g)).toHaveLength(2);
    expectInsideMargins(pdf, /^(Договір № KR-000123|Сторінка \d+ з \d+)$/);
  });

  it('renders the English contract with the English conventions', async () => {
    const { pdf, text } = await render(
      contract({
        locale: 'en',
        owner: { ...contract().owner, name: 'Oleksandra Kovalchuk' },
        renter: { ...contract().renter, name: 'Ihor Shevchenko' },
        car: { ...contract().car, color: 'silver', certificate: 'CXE 123456' },
        place: { pickup: '22 Khreshchatyk St, Kyiv', delivery: null },
      }),
    );

    expectPageNumbers(pdf, (page, pages) => `Page ${page} of ${pages}`);
    expect(pdf.pages[0]!.lines[0]).toBe('Vehicle rental agreement No. KR-000123');
    for (const line of [
      'Kyiv 11/06/2026',
      'Full name Ihor Shevchenko',
      'Country of issue Ukraine',
      'Rental starts 15/06/2026, 10:00',
      'Rental ends 25/06/2026, 10:30',
      'Rental: 10 days × ₴1 200.00 ₴12 000.00',
      'Long rental discount: 10 days × ₴100.00 −₴1 000.00',
      'Total ₴12 345.00',
    ]) {
      expect(text.split('\n'), line).toContain(line);
    }
    expect(flat(text)).toContain('The deposit is $300.00. It is held on the Renter’s card, not charged.');
    expect(flat(text)).toContain('Kermo is not a party to this agreement');
    expect(text).not.toMatch(/[А-Яа-яІіЇїЄєҐґ]/); // no Ukrainian wording (the data is Latin here)
    expectInsideMargins(pdf, /^(Agreement No\. KR-000123|Page \d+ of \d+)$/);
  });

  it('names a company owner by its legal name, EDRPOU, address and representative, and both sign', async () => {
    const owner: ContractData['owner'] = {
      kind: 'company',
      name: 'ТОВ «Кермо Флот Україна»',
      edrpou: '10000001',
      address: 'м. Київ, просп. Перемоги, 123, офіс 45',
      representative: 'Марія Іваненко',
      email: 'fleet@example.com',
      phone: null,
    };
    const { text } = await render(contract({ owner }));
    const rows = text.split('\n');

    expect(rows).toContain('Найменування ТОВ «Кермо Флот Україна»');
    expect(rows).toContain('Код ЄДРПОУ 10000001');
    expect(rows).toContain('Місцезнаходження м. Київ, просп. Перемоги, 123, офіс 45');
    expect(rows).toContain('Представник Марія Іваненко');
    // A missing value is a line to fill in by hand, not a gap.
    expect(rows).toContain('Телефон ________________________');
    expect(text).not.toContain('РНОКПП');
    expect(text).toContain('Орендодавець Орендар\nТОВ «Кермо Флот Україна» Ігор Шевченко\nМарія Іваненко');
  });

  it('wraps a very long address and name inside the margins without losing a word', async () => {
    const delivery = `м. Київ, ${'вулиця Велика Васильківська (колишня Червоноармійська), будинок 150, корпус 2, під’їзд 3, '.repeat(4)}квартира 7`;
    const name = 'Олександра-Марія Ковальчук-Гребенюк-Остроградська-Ярошенко-Вишневецька-Потоцька';
    const { pdf, text } = await render(contract({ place: { pickup: 'м. Київ, вул. Хрещатик, 22', delivery }, renter: { ...contract().renter, name } }));

    expectInsideMargins(pdf, /^(Договір № KR-000123|Сторінка \d+ з \d+)$/);
    expect(flat(text)).toContain(`Місце передачі ${delivery} (доставка Орендодавцем)`);
    const wrapped = pdf.runs.filter((run) => delivery.includes(run.text) && run.text.length > 10);
    expect(wrapped.length).toBeGreaterThan(2);
    // Names break after their hyphens.
    expect(flat(text).replace(/- /g, '-')).toContain(`Прізвище та ім’я ${name}`);
  });

  it('keeps headings with their text, table rows whole and the signatures together wherever the page breaks', async () => {
    // Growing the address moves everything after it down, past a page break at every block in turn.
    for (let extra = 0; extra < 14; extra += 1) {
      const pickup = `м. Київ, вул. Хрещатик, 22${', біля входу до торгового центру «Глобус»'.repeat(extra * 2)}`;
      const { pdf } = await render(contract({ place: { pickup, delivery: null } }));

      pdf.pages.forEach((page, index) => {
        const body = page.lines.slice(0, -1); // without the footer
        expect(body.at(-1), `page ${index + 1} ends with a heading (extra ${extra})`).not.toMatch(/^\d+\. \S/);
        expect(body.at(-1), `page ${index + 1} ends with a clause number alone`).not.toMatch(/^\d+\.\d+\.$/);
        expect(body.at(-1), `page ${index + 1} ends with a lead-in (extra ${extra})`).not.toMatch(/:$/);
      });
      // Each row of the price table is one line (its amount beside it), and the table's header
      // starts every page the table is on.
      for (const row of ['Прокат: 10 діб × 1 200,00 ₴ 12 000,00 ₴', 'Доставка Автомобіля Орендарю 1 345,00 ₴', 'Разом 12 345,00 ₴']) {
        const onPage = pdf.pages.findIndex((page) => page.lines.some((line) => line.replace(/\u00A0/g, ' ') === row));
        expect(onPage, `${row} (extra ${extra})`).toBeGreaterThanOrEqual(0);
        expect(pdf.pages[onPage]!.lines.some((line) => line === 'Послуга Сума'), `header on the page of ${row}`).toBe(true);
      }
      // The signature block: both roles, names and both pairs of lines on one page.
      const signed = pdf.pages.filter((page) => page.lines.some((line) => line.includes('(підпис)')));
      expect(signed).toHaveLength(1);
      expect(signed[0]!.lines.join('\n')).toMatch(/\d+\. Підписи Сторін\nОрендодавець Орендар\nОлександра Ковальчук Ігор Шевченко\n\(підпис\) \(підпис\)\n\(дата\) \(дата\)/);
      expectPageNumbers(pdf, (page, pages) => `Сторінка ${page} з ${pages}`);
      expectInsideMargins(pdf, /^(Договір № KR-000123|Сторінка \d+ з \d+)$/);
    }
  }, 30_000);

  it('words the mileage, the deposit, free delivery, calendar days and the cancellation fee as the booking has them', async () => {
    const calendar: PriceLine[] = [
      { kind: 'days', quantity: 3, unit_price: 100_000, amount: 300_000 },
      { kind: 'delivery', quantity: 1, unit_price: 0, amount: 0 },
    ];
    const { text } = await render(
      contract({
        money: { lines: calendar, calendarDays: true, totalKop: 300_000, deposit: null },
        mileage: { freePerDay: 0, pricePerKmKop: 700 },
        cancellation: { freeUntil: new Date('2026-01-14T08:00:00Z'), lateFeeKop: null },
      }),
    );
    const all = flat(text);
    expect(text.split('\n')).toContain('Прокат: 3 дні × 1 000,00 ₴ 3 000,00 ₴');
    expect(text.split('\n')).toContain('Доставка Автомобіля Орендарю безкоштовно');
    expect(all).toContain('Застава за цим договором не передбачена.');
    expect(all).toContain('за кожен кілометр пробігу Орендар сплачує 7,00 ₴');
    // Winter: UTC+2.
    expect(all).toContain('до 14.01.2026, 10:00');
    expect(all).toContain('плату за скасування утримують відповідно до правил платформи Kermo');
    // Calendar days: the last date is paid whole, lateness counts from its end.
    expect(all).toContain('Остання календарна дата строку прокату оплачена повністю. За повернення Автомобіля пізніше ніж через 30 хвилин після її закінчення Орендар доплачує 150,00 ₴ за кожну почату годину, але не більше 1 200,00 ₴ за кожну почату добу.');

    const unlimited = await render(contract({ locale: 'en', mileage: { freePerDay: 200, pricePerKmKop: 0 } }));
    expect(flat(unlimited.text)).toContain('Mileage is unlimited.');
    expect(flat(unlimited.text)).toContain('If the Car is returned more than 30 minutes after the end of the rental term, the Renter pays ₴150.00 for each hour begun from the end of the term, but no more than ₴1 200.00 for each day begun.');
  });

  it('renders the same bytes for the same data, and refuses a total that is not the sum of its lines', async () => {
    const first = await renderContractPdf(contract());
    const second = await renderContractPdf(contract());
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);

    await expect(renderContractPdf(contract({ money: { ...contract().money, totalKop: 1_234_400 } }))).rejects.toThrow(RangeError);
  });
});
