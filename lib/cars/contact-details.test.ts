import { describe, expect, it } from 'vitest';
import { type ContactKind, findContactDetails, hasContactDetails, MAX_DETECTED_LENGTH, maskContactDetails } from './contact-details';

/**
 * Evasions: each line hides one contact detail inside an ordinary sentence; `found` is the exact
 * part of the text that must be reported (so a mask covers it and nothing else), `kind` its kind.
 */
const EVASIONS: { text: string; found: string; kind: ContactKind }[] = [
  // Links with and without a scheme
  { text: 'Деталі на https://kermo.ua/cars/1 — там фото', found: 'https://kermo.ua/cars/1', kind: 'url' },
  { text: 'дивіться kermo.ua', found: 'kermo.ua', kind: 'url' },
  { text: 'сайт www.x.com, пишіть', found: 'www.x.com', kind: 'url' },
  { text: 'пишіть t.me/abc_rent', found: 't.me/abc_rent', kind: 'url' },
  { text: 'знижка тут bit.ly/x', found: 'bit.ly/x', kind: 'url' },
  { text: 'goo.gl/maps/abc', found: 'goo.gl/maps/abc', kind: 'url' },
  { text: 'wa.me/380671234567', found: 'wa.me/380671234567', kind: 'url' },
  { text: 'see example dot com for more', found: 'example dot com', kind: 'url' },
  { text: 'see example [dot] com', found: 'example [dot] com', kind: 'url' },
  { text: 'сайт example(dot)ua', found: 'example(dot)ua', kind: 'url' },
  { text: 'сайт kermo . ua', found: 'kermo . ua', kind: 'url' },
  { text: 'сайт kermo .ua', found: 'kermo .ua', kind: 'url' },
  { text: 'KERMO.UA — наш сайт', found: 'KERMO.UA', kind: 'url' },
  { text: 'сайт кermo.ua (к кирилицею)', found: 'кermo.ua', kind: 'url' },
  { text: 'сайт kermo крапка ua', found: 'kermo крапка ua', kind: 'url' },
  { text: 'сайт kermo точка ком', found: 'kermo точка ком', kind: 'url' },
  { text: 'сайт кермо.укр', found: 'кермо.укр', kind: 'url' },
  { text: 'сайт ｋｅｒｍｏ．ｕａ', found: 'ｋｅｒｍｏ．ｕａ', kind: 'url' },
  { text: 'профіль instagram.com/kermo.cars', found: 'instagram.com/kermo.cars', kind: 'url' },
  { text: 'insta: instagram.com/kermo.cars', found: 'insta: instagram.com/kermo.cars', kind: 'url' },
  { text: 'лінк hxxps://evil.site/x', found: 'hxxps://evil.site/x', kind: 'url' },
  { text: 'лінк http :// kermo', found: 'http :// kermo', kind: 'url' },
  { text: 'сайт ke\u200Brmo.ua', found: 'ke\u200Brmo.ua', kind: 'url' },
  // E-mails
  { text: 'пишіть olena@gmail.com', found: 'olena@gmail.com', kind: 'email' },
  { text: 'пишіть olena.rent+cars@ukr.net.', found: 'olena.rent+cars@ukr.net', kind: 'email' },
  { text: 'mail olena at gmail dot com', found: 'olena at gmail dot com', kind: 'email' },
  { text: 'mail olena(at)gmail.com', found: 'olena(at)gmail.com', kind: 'email' },
  { text: 'mail olena [at] gmail [dot] com', found: 'olena [at] gmail [dot] com', kind: 'email' },
  { text: 'пошта olena собака gmail.com', found: 'olena собака gmail.com', kind: 'email' },
  { text: 'пошта olena равлик ukr.net', found: 'olena равлик ukr.net', kind: 'email' },
  { text: 'пошта olena (равлик) ukr (крапка) net', found: 'olena (равлик) ukr (крапка) net', kind: 'email' },
  { text: 'пошта olena @ gmail . com', found: 'olena @ gmail . com', kind: 'email' },
  { text: 'пошта olena@gmail', found: 'olena@gmail', kind: 'email' },
  { text: 'пошта olena＠gmail．com', found: 'olena＠gmail．com', kind: 'email' },
  { text: 'пошта олена@укр.нет', found: 'олена@укр.нет', kind: 'email' },
  // Phones, Ukrainian and international spellings
  { text: 'тел +380 67 123 45 67', found: '+380 67 123 45 67', kind: 'phone' },
  { text: 'дзвоніть 0671234567!', found: '0671234567', kind: 'phone' },
  { text: 'номер (067) 123-45-67', found: '(067) 123-45-67', kind: 'phone' },
  { text: 'номер 067.123.45.67', found: '067.123.45.67', kind: 'phone' },
  { text: 'номер 38 067 123 4567', found: '38 067 123 4567', kind: 'phone' },
  { text: 'номер +38(067)1234567', found: '+38(067)1234567', kind: 'phone' },
  { text: 'номер 8 067 123 45 67', found: '8 067 123 45 67', kind: 'phone' },
  { text: 'номер 067-1234567', found: '067-1234567', kind: 'phone' },
  { text: 'номер 067 123 45 67', found: '067 123 45 67', kind: 'phone' },
  { text: 'номер 044 234 56 78 (офіс)', found: '044 234 56 78', kind: 'phone' },
  { text: 'цифри 0 6 7 1 2 3 4 5 6 7', found: '0 6 7 1 2 3 4 5 6 7', kind: 'phone' },
  { text: 'цифри 0.6.7.1.2.3.4.5.6.7', found: '0.6.7.1.2.3.4.5.6.7', kind: 'phone' },
  { text: 'номер O67 123 45 67', found: 'O67 123 45 67', kind: 'phone' },
  { text: 'номер о67 l23 45 б7 (кирилиця)', found: 'о67 l23 45 б7', kind: 'phone' },
  { text: 'номер ０６７１２３４５６７', found: '０６７１２３４５６７', kind: 'phone' },
  { text: 'номер ٠٦٧١٢٣٤٥٦٧', found: '٠٦٧١٢٣٤٥٦٧', kind: 'phone' },
  { text: 'номер 067\u200B123\u200B45\u200B67', found: '067\u200B123\u200B45\u200B67', kind: 'phone' },
  { text: 'номер 067\u00A0123\u00A045\u00A067', found: '067\u00A0123\u00A045\u00A067', kind: 'phone' },
  { text: 'нуль шість сім один два три чотири п’ять шість сім — дзвоніть', found: 'нуль шість сім один два три чотири п’ять шість сім', kind: 'phone' },
  { text: 'ноль шесть семь 123 45 67', found: 'ноль шесть семь 123 45 67', kind: 'phone' },
  { text: 'call zero six seven one two three four five six seven', found: 'zero six seven one two three four five six seven', kind: 'phone' },
  { text: 'тел. 67 123 45 67', found: '67 123 45 67', kind: 'phone' },
  { text: 'Polish number +48 123 456 789', found: '+48 123 456 789', kind: 'phone' },
  { text: 'Polish number 0048 123 456 789', found: '0048 123 456 789', kind: 'phone' },
  { text: 'US +1 (555) 123-4567', found: '+1 (555) 123-4567', kind: 'phone' },
  { text: 'Рік 2021. 067 123 45 67', found: '067 123 45 67', kind: 'phone' },
  { text: 'тел0671234567', found: '0671234567', kind: 'phone' },
  { text: 'номер +380-67-123-45-67', found: '+380-67-123-45-67', kind: 'phone' },
  { text: 'номер (0 67) 123 45 67', found: '(0 67) 123 45 67', kind: 'phone' },
  { text: 'номер 0 (67) 1234567', found: '0 (67) 1234567', kind: 'phone' },
  // Messenger handles
  { text: 'пишіть @olena_rent', found: '@olena_rent', kind: 'handle' },
  { text: 'пишіть @olena_rent.', found: '@olena_rent', kind: 'handle' },
  { text: 'telegram: olena_rent', found: 'telegram: olena_rent', kind: 'handle' },
  { text: 'тг: olena', found: 'тг: olena', kind: 'handle' },
  { text: 'тг olena_rent', found: 'тг olena_rent', kind: 'handle' },
  { text: 'у телеграмі: kermo', found: 'телеграмі: kermo', kind: 'handle' },
  { text: 'Instagram: kermo.cars', found: 'Instagram: kermo.cars', kind: 'handle' },
  { text: 'інста: kermo_ua', found: 'інста: kermo_ua', kind: 'handle' },
  { text: 'signal olena.01', found: 'signal olena.01', kind: 'handle' },
  { text: 'вайбер 0671234567', found: '0671234567', kind: 'phone' },
  { text: 'viber: +380671234567', found: '+380671234567', kind: 'phone' },
  { text: 'whatsapp 067 123 45 67', found: '067 123 45 67', kind: 'phone' },
  // Found in a security review: numbers read out in pairs and triples, blank-looking letters,
  // a space after @, a Latin username after a messenger named in Cyrillic, mail services without a domain, the trade's domains
  { text: 'вайбер ноль шестьдесят семь сто двадцать три сорок пять шестьдесят семь', found: 'ноль шестьдесят семь сто двадцать три сорок пять шестьдесят семь', kind: 'phone' },
  { text: "дзвоніть: нуль шістдесят сім сто двадцять три сорок п'ять шістдесят сім", found: "нуль шістдесят сім сто двадцять три сорок п'ять шістдесят сім", kind: 'phone' },
  { text: 'тел. шістдесят сім двісті дванадцять тридцять чотири п’ятдесят', found: 'шістдесят сім двісті дванадцять тридцять чотири п’ятдесят', kind: 'phone' },
  { text: 'call zero sixty-seven 123 forty-five sixty-seven', found: 'zero sixty-seven 123 forty-five sixty-seven', kind: 'phone' },
  { text: 'номер 067\u3164123\u316445\u316467', found: '067\u3164123\u316445\u316467', kind: 'phone' },
  { text: 'номер 067\u2800123\u280045\u280067', found: '067\u2800123\u280045\u280067', kind: 'phone' },
  { text: 'сайт kermo\u2800.ua', found: 'kermo\u2800.ua', kind: 'url' },
  { text: 'пишіть @ olena_rent', found: '@ olena_rent', kind: 'handle' },
  { text: 'пишіть в тг @ olena_rent', found: 'тг @ olena_rent', kind: 'handle' },
  { text: 'тг olenarent', found: 'тг olenarent', kind: 'handle' },
  { text: 'Пишіть у Телеграм olenarent', found: 'Телеграм olenarent', kind: 'handle' },
  { text: 'телега — OlenaRent', found: 'телега — OlenaRent', kind: 'handle' },
  { text: 'тг -> olenarent', found: 'тг -> olenarent', kind: 'handle' },
  { text: 'пошта olena at gmail', found: 'olena at gmail', kind: 'email' },
  { text: 'пошта olena собака gmail', found: 'olena собака gmail', kind: 'email' },
  { text: 'бронювання на kermo.rent', found: 'kermo.rent', kind: 'url' },
  { text: 'всі авто: kyiv.cars/olena', found: 'kyiv.cars/olena', kind: 'url' },
  // A link spaced out round its slash as well as its dot; digit groups split by ";" or "|"; words
  // between a messenger's name and the handle (an outside review found these).
  { text: 'пишіть t . me / olenarent', found: 't . me / olenarent', kind: 'url' },
  { text: 'дзвоніть 067;123;45;67', found: '067;123;45;67', kind: 'phone' },
  { text: 'номер 067; 123; 45; 67', found: '067; 123; 45; 67', kind: 'phone' },
  { text: 'мій 067|123|45|67', found: '067|123|45|67', kind: 'phone' },
  { text: 'тел 067 | 123 | 45 | 67 ок', found: '067 | 123 | 45 | 67', kind: 'phone' },
  { text: 'telegram мій нік: olenarent', found: 'telegram мій нік: olenarent', kind: 'handle' },
  { text: 'пишіть у тг у мене olena_rent', found: 'тг у мене olena_rent', kind: 'handle' },
  { text: 'вайбер, мій нік @olena', found: 'вайбер, мій нік @olena', kind: 'handle' },
  // A second outside review: "|" written for a 1, a handle after a spaced link, look-alike letters and
  // more words before a handle.
  { text: 'дзвоніть 067 |23 45 67', found: '067 |23 45 67', kind: 'phone' },
  { text: 'номер о6 7|2 3 4 5 6 7', found: 'о6 7|2 3 4 5 6 7', kind: 'phone' },
  { text: 'мій 067|234567', found: '067|234567', kind: 'phone' },
  { text: 'пишіть t . me // olenarent', found: 't . me // olenarent', kind: 'url' },
  { text: 'пишіть t.me | olenarent', found: 't.me | olenarent', kind: 'url' },
  { text: 'пишіть t dot me slash olenarent', found: 't dot me slash olenarent', kind: 'url' },
  { text: 'telegram мій нік: оlenarent', found: 'telegram мій нік: оlenarent', kind: 'handle' },
  { text: 'тг у мене olenarent', found: 'тг у мене olenarent', kind: 'handle' },
  { text: 'тг (у мене) olena_rent', found: 'тг (у мене) olena_rent', kind: 'handle' },
  { text: 'телеграм мій новий нік: olenarent', found: 'телеграм мій новий нік: olenarent', kind: 'handle' },
  { text: 'telegram: мій нік olena_rent', found: 'telegram: мій нік olena_rent', kind: 'handle' },
];

/** Ordinary car descriptions and prices: nothing here may be reported. */
const NEGATIVES = [
  '2.0 TDI, 150 к.с., автомат',
  'бак 60 л',
  'розхід 6.5 л/100 км',
  'Розхід 6,5 л на 100 км по трасі',
  '2021 року випуску',
  'ціна 1500 грн/доба',
  'ціна 1 500 грн/доба, 9 000 грн/тиждень',
  '5 місць, 4 двері',
  'пробіг 120 000 км',
  'Пробіг 67 000, 2019 рік',
  'Пробіг 98 000 км, 0 ДТП, один власник',
  'Оренда від 3 діб: 1200 грн/доба, від 7 діб: 1000 грн/доба',
  'Доступна з 01.06.2024 по 30.06.2024',
  '01.06.2024 - 30.06.2024',
  '12.05.2021 10:00',
  'Працюю з 9:00 до 21:00 щодня',
  'Зимова гума 205/55 R16, літня 215/60 R17',
  'Mercedes-Benz E 300 4MATIC, 2019',
  'Toyota Camry 2.5 Hybrid, 2021, 25 000 km',
  'BMW 320d xDrive, 2.0, 190 к.с., 8-ступінчаста АКПП ZF 8HP',
  'Застава 5000 грн або 200 $',
  'Застава 10 000 грн, повертається в день повернення',
  'м. Київ, вул. Хрещатик, 1',
  'Подача в аеропорт Бориспіль — 500 грн',
  'Чисте авто.Кондиціонер працює',
  'The car is clean.It has A/C and Apple CarPlay',
  'Pick-up at the airport, delivery at the address you choose',
  'WhatsApp via Apple CarPlay, Android Auto, Bluetooth',
  'Turn signal: works, LED lights',
  'Є Telegram-бот для бронювання',
  'Сигналізація: є, камера 360°',
  'Сім місць, шість подушок безпеки, два комплекти ключів',
  'ціна 500 000 грн за місяць',
  'Мінімальна оренда 2 доби, максимальна 30 діб',
  'Пробіг до 300 км/добу, далі 5 грн/км',
  'Рік 2019, 2020, 2021 — оновлення',
  'Двигун 1.6 MPI 2019 150 000 км',
  'За 30+ днів — 900 грн/доба',
  'Дитяче крісло 0+ і 1+ на запит',
  'VIN WVWZZZ1JZXW000001',
  'e.g. the car is fine, i.e. no damage, approx. 5 l',
  'Номер авто AA 1234 BB',
  'Оплата: готівка або картка; номер договору видаємо на місці',
  'Електро: 75 кВт·год, запас ходу 450 км, заряджання до 80% за 30 хв',
  'Ціни: 1 день — 1500, 3 дні — 4200, 7 днів — 9100',
  'ТО пройдено 15.03.2024 на пробігу 45 000',
  'email me? No — just book here',
  '@ 1500 грн на добу',
  'Шини 225/45 R17 91W, паливо А-95, Euro 6',
  'Кузов: седан, 4 двері, 5 місць, 2+2',
  'Renault Clio 0.9 TCe, запас ходу 500 км',
  'Tesla Model 3 Long Range, 2021, пробіг 1 000 000 км?',
  'з 2019 по 2021 рік, № 12345',
  'Ціна за годину 300, за добу 1800, за місяць 36000',
  'Сто двадцять тисяч кілометрів пробігу',
  "Двісті п'ятдесят кінських сил, сорок літрів бак",
  "Шістдесят сім тисяч пробігу, сто двадцять к.с., нуль ДТП, сорок п'ять літрів",
  'вісімнадцять років досвіду, двадцять три авто у парку',
  'Ціна сто двадцять три гривні за годину, нуль застави',
  'Zero accidents, sixty-seven thousand km',
  'Є телеграм-бот для бронювання',
  'Пишіть у телеграм або вайбер, інстаграм Toyota Ukraine',
  'Telegram channel and Viber group for updates',
  'Contact via WhatsApp before arrival',
  'pick-up @ airport, drop-off @ home',
  'Режим Auto.Кондиціонер, коробка 6-ст. auto',
  'Telegram у мене: немає, пишіть тут',
  'У тг у нас: нема часу відповідати',
  'Роки випуску 2019; 2020; 2021',
  'Ціна | 1500 | 1400 | 1300 грн',
  'Підтримка WhatsApp дзвінків: Yes',
  'WhatsApp через Bluetooth: iPhone 15',
  'Фото в інстаграмі машини: BMW X5',
  'інстаграм авто: Toyota Camry',
  'Viber розсилка: off',
  'WhatsApp calls: fine',
  'Viber support: yes',
  'Bolt threads and nuts: replaced',
  'WhatsApp calls @ airport',
  'Telegram чат @ офіс',
  'пишіть у Viber коли @ місці',
  'Вільні дні: 05; 06; 07; 08; 09 липня',
  'Сезон: 06;07;08 — 1500 грн',
  'Літо (06;07;08): 1800 грн',
  'Місяці 06|07|08|1500',
];

describe('findContactDetails', () => {
  it.each(EVASIONS)('finds $kind in "$text"', ({ text, found, kind }) => {
    const matches = findContactDetails(text);
    expect(matches.map((m) => ({ kind: m.kind, text: m.text }))).toEqual([{ kind, text: found }]);
    const [match] = matches;
    expect(text.slice(match!.start, match!.end)).toBe(found);
  });

  it.each(NEGATIVES)('leaves "%s" alone', (text) => {
    expect(findContactDetails(text)).toEqual([]);
  });

  it('finds every detail of a longer text, in order', () => {
    const text = 'Авто 2021 року, 1500 грн/доба. Дзвоніть 067 123 45 67 або пишіть olena@gmail.com чи @olena_rent, сайт kermo.ua';
    expect(findContactDetails(text).map((m) => [m.kind, m.text])).toEqual([
      ['phone', '067 123 45 67'],
      ['email', 'olena@gmail.com'],
      ['handle', '@olena_rent'],
      ['url', 'kermo.ua'],
    ]);
  });

  it('finds two numbers side by side as two', () => {
    expect(findContactDetails('067 123 45 67 або 050 765 43 21').map((m) => m.text)).toEqual(['067 123 45 67', '050 765 43 21']);
    expect(findContactDetails('0671234567 0507654321').map((m) => m.text)).toEqual(['0671234567', '0507654321']);
  });

  it('maps ranges back through characters that NFKC and folding expand', () => {
    // "ﬁ" folds to two letters and "𝟎" (mathematical zero) is a surrogate pair.
    const text = 'ﬁne car, 𝟎67 123 45 67';
    const [match] = findContactDetails(text);
    expect(match).toMatchObject({ kind: 'phone', text: '𝟎67 123 45 67' });
  });

  it('stays fast on adversarial input up to the longest text it reads, and refuses longer text', () => {
    const filled = (head: string, unit: string) => head + unit.repeat(Math.floor((MAX_DETECTED_LENGTH - head.length - 1) / unit.length)) + '!';
    const texts = [
      ...['a.', 'a . ', '1 ', '@a', 'x at ', 'тг у ', '0;', '0|', 't.me '].map((unit) => unit.repeat(Math.floor(MAX_DETECTED_LENGTH / unit.length))),
      // A messenger link's host followed by a long run of spaces or separators and no handle.
      filled('t.me', ' '),
      filled('t.me', ' /'),
      filled('тг мій', ' у'),
    ];
    for (const text of texts) {
      const unit = text.slice(0, 8);
      const started = performance.now();
      findContactDetails(text);
      // A budget no linear scan misses even on a busy 2-core machine; backtracking blow-ups take seconds.
      expect(performance.now() - started, JSON.stringify(unit)).toBeLessThan(1500);
    }
    expect(() => findContactDetails('a'.repeat(MAX_DETECTED_LENGTH + 1))).toThrow(RangeError);
  });
});

describe('hasContactDetails and maskContactDetails', () => {
  it('answers yes/no', () => {
    expect(hasContactDetails('Дзвоніть 0671234567')).toBe(true);
    expect(hasContactDetails('Пробіг 120 000 км')).toBe(false);
    expect(hasContactDetails('')).toBe(false);
  });

  it('masks each detail and keeps the rest of the text', () => {
    expect(maskContactDetails('Дзвоніть 067 123 45 67 або пишіть olena@gmail.com!')).toBe('Дзвоніть ••• або пишіть •••!');
    expect(maskContactDetails('тг: olena, 2021 року', '[hidden]')).toBe('[hidden], 2021 року');
  });
});
