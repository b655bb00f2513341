/**
 * Finds links and contact details in free text (spec §5: none in a car's comment; the chat will
 * mask them), however they are disguised: URLs with or without a scheme ("kermo.ua",
 * "example dot com"), e-mails ("name at gmail dot com", "name(собака)ukr.net"), phone numbers in
 * any common Ukrainian or international spelling (with separators, O for 0, full-width digits,
 * digits spelled out in Ukrainian, Russian or English) and messenger handles ("@name",
 * "тг: name"). Ordinary car descriptions ("2.0 TDI", "розхід 6.5 л/100 км", "1500 грн/доба",
 * "пробіг 120 000 км", dates) must pass: the test file lists both sides.
 *
 * How: the text is folded one code point at a time (NFKD without marks and invisible characters,
 * lower case, Cyrillic and Greek look-alikes as Latin letters, any script's digits as ASCII),
 * remembering where each folded character came from; the detectors run on the folded text and
 * their matches are mapped back to ranges of the original string. Pure and synchronous, for the
 * form, the API and the chat alike.
 */

export type ContactKind = 'url' | 'email' | 'phone' | 'handle';
/** A found detail: `start`/`end` are UTF-16 offsets into the original text (`text.slice(start, end)`). */
export type ContactMatch = { kind: ContactKind; start: number; end: number; text: string };

// ---------------------------------------------------------------------------------------------
// Folding

const LOOKALIKES: Record<string, string> = {
  // Cyrillic (lower case, after toLowerCase)
  а: 'a', в: 'b', е: 'e', ё: 'e', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'l',
  // Greek
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
  // Latin variants NFKD leaves alone
  ı: 'i', ɑ: 'a', ɡ: 'g', ɩ: 'i',
  // Apostrophes and dots people type in words and addresses
  '’': "'", ʼ: "'", '`': "'", '′': "'", 'ʻ': "'", '。': '.', '｡': '.', '·': '.', '•': '.',
  // Dashes
  '‐': '-', '‑': '-', '‒': '-', '–': '-', '—': '-', '―': '-', '−': '-',
};

/** The ASCII digit of any script's decimal digit (Arabic-Indic, Devanagari…; NFKD already did full-width and mathematical ones). */
function asciiDigit(char: string): string {
  let zero = char.codePointAt(0)!;
  // Unicode decimal digits come in runs of ten starting at zero; find the start of this run.
  while (zero > 0 && /\p{Nd}/u.test(String.fromCodePoint(zero - 1)) && char.codePointAt(0)! - zero < 9) zero--;
  return String((char.codePointAt(0)! - zero) % 10);
}

/**
 * Characters that render as an empty space but are letters or symbols to Unicode (Hangul fillers,
 * the blank Braille pattern): pasted between digit groups from "invisible character" sites, they
 * would split a number into words. They read as the space they look like.
 */
const BLANK_LOOKING = /[\u115F\u1160\u3164\uFFA0\u2800]/u;

function foldCodePoint(char: string): string {
  if (BLANK_LOOKING.test(char)) return ' ';
  if (/\p{Nd}/u.test(char) && !/[0-9]/.test(char)) {
    const compat = char.normalize('NFKD');
    return /^[0-9]$/.test(compat) ? compat : asciiDigit(char);
  }
  let out = '';
  // Marks (accents, combining overlines) and invisible format characters (zero-width spaces, soft hyphens) go.
  for (const part of char.normalize('NFKD').replace(/[\p{M}\p{Cf}]/gu, '').toLowerCase()) out += LOOKALIKES[part] ?? part;
  return out;
}

/** The same folding for our own word lists, so "тг" matches whatever "тг" folds to. */
function foldWord(word: string): string {
  return [...word].map(foldCodePoint).join('');
}

type Folded = { text: string; start: number[]; end: number[] };

function fold(input: string): Folded {
  let text = '';
  const start: number[] = [];
  const end: number[] = [];
  let offset = 0;
  for (const char of input) {
    const piece = foldCodePoint(char);
    for (let i = 0; i < piece.length; i++) {
      start.push(offset);
      end.push(offset + char.length);
    }
    text += piece;
    offset += char.length;
  }
  return { text, start, end };
}

// ---------------------------------------------------------------------------------------------
// Word lists (written naturally, folded at load)

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An alternation of the folded words, longest first; an apostrophe in a word may be left out. */
const wordsPattern = (words: string[]) =>
  [...new Set(words.map(foldWord))]
    .sort((a, b) => b.length - a.length)
    .map((word) => escape(word).replaceAll("'", "'?"))
    .join('|');

/** Top-level domains worth a bare-domain match: the ones links are shared with here (t.me, bit.ly, goo.gl, wa.me…). */
const TLDS = [
  'com', 'net', 'org', 'info', 'biz', 'ua', 'io', 'me', 'ly', 'gl', 'co', 'app', 'dev', 'site', 'online', 'shop', 'store',
  'link', 'pro', 'xyz', 'top', 'club', 'eu', 'pl', 'de', 'ru', 'su', 'by', 'kz', 'md', 'tv', 'cc', 'ws', 'gg', 'ai', 'cz',
  'sk', 'lt', 'lv', 'ee', 'ro', 'uk', 'fr', 'es', 'website', 'space', 'tech', 'live', 'email', 'page', 'click', 'im',
  // The trade's own ("olena.rent", "kyiv.cars").
  'rent', 'cars', 'auto', 'taxi',
  // Cyrillic domains and the Cyrillic spellings of the common ones ("kermo крапка ком").
  'укр', 'рф', 'ком', 'юа', 'нет', 'орг',
];
const TLD = `(?:${wordsPattern(TLDS)})`;
const DOT_WORD = wordsPattern(['dot', 'точка', 'крапка', 'тчк']);
const AT_WORD = wordsPattern(['at', 'собака', 'собачка', 'равлик', 'равлика', 'ет', 'эт']);
/** Mail services people name without a top-level domain ("olena@gmail"). */
const MAIL_HOSTS = wordsPattern(['gmail', 'ukr', 'i', 'meta', 'yahoo', 'outlook', 'hotmail', 'icloud', 'proton', 'protonmail']);
/** The ones no sentence names after "at" or "собака" unless it is an address ("olena at gmail"). */
const MAIL_SERVICES = wordsPattern(['gmail', 'yahoo', 'hotmail', 'icloud', 'protonmail']);

const NUMBER_WORDS: Record<string, string[]> = {
  0: ['нуль', 'ноль', 'zero'],
  1: ['один', 'одна', 'одне', 'одну', 'one'],
  2: ['два', 'дві', 'two'],
  3: ['три', 'three'],
  4: ['чотири', 'четыре', 'four'],
  5: ["п'ять", 'пять', 'five'],
  6: ['шість', 'шесть', 'six'],
  7: ['сім', 'семь', 'seven'],
  8: ['вісім', 'восемь', 'eight'],
  9: ["дев'ять", 'девять', 'nine'],
};
const DIGIT_OF_WORD = new Map<string, string>();
for (const [digit, words] of Object.entries(NUMBER_WORDS)) {
  for (const word of words) {
    DIGIT_OF_WORD.set(foldWord(word), digit);
    DIGIT_OF_WORD.set(foldWord(word).replaceAll("'", ''), digit);
  }
}

/**
 * Numbers dictated in pairs and triples, as Ukrainians read phone numbers out ("нуль шістдесят сім,
 * сто двадцять три, сорок п'ять, шістдесят сім"): teens, tens and hundreds in Ukrainian and
 * Russian (tens and teens in English too). A compound ("сто двадцять три", "sixty-seven") is one
 * digit group, so it adds its digits once (123), not one group per word (100 20 3).
 */
const TEEN_WORDS: Record<number, string[]> = {
  10: ['десять', 'ten'],
  11: ['одинадцять', 'одиннадцать', 'eleven'],
  12: ['дванадцять', 'двенадцать', 'twelve'],
  13: ['тринадцять', 'тринадцать', 'thirteen'],
  14: ['чотирнадцять', 'четырнадцать', 'fourteen'],
  15: ["п'ятнадцять", 'пятнадцать', 'fifteen'],
  16: ['шістнадцять', 'шестнадцать', 'sixteen'],
  17: ['сімнадцять', 'семнадцать', 'seventeen'],
  18: ['вісімнадцять', 'восемнадцать', 'eighteen'],
  19: ["дев'ятнадцять", 'девятнадцать', 'nineteen'],
};
const TENS_WORDS: Record<number, string[]> = {
  20: ['двадцять', 'двадцать', 'twenty'],
  30: ['тридцять', 'тридцать', 'thirty'],
  40: ['сорок', 'forty'],
  50: ["п'ятдесят", 'пятьдесят', 'fifty'],
  60: ['шістдесят', 'шестьдесят', 'sixty'],
  70: ['сімдесят', 'семьдесят', 'seventy'],
  80: ['вісімдесят', 'восемьдесят', 'eighty'],
  90: ["дев'яносто", 'девяносто', 'ninety'],
};
const HUNDREDS_WORDS: Record<number, string[]> = {
  100: ['сто'],
  200: ['двісті', 'двести'],
  300: ['триста'],
  400: ['чотириста', 'четыреста'],
  500: ["п'ятсот", 'пятьсот'],
  600: ['шістсот', 'шестьсот'],
  700: ['сімсот', 'семьсот'],
  800: ['вісімсот', 'восемьсот'],
  900: ["дев'ятсот", 'девятьсот'],
};
const VALUE_OF_WORD = new Map<string, number>();
for (const table of [TEEN_WORDS, TENS_WORDS, HUNDREDS_WORDS]) {
  for (const [value, words] of Object.entries(table)) {
    for (const word of words) {
      VALUE_OF_WORD.set(foldWord(word), Number(value));
      VALUE_OF_WORD.set(foldWord(word).replaceAll("'", ''), Number(value));
    }
  }
}
const UNITS = wordsPattern(Object.entries(NUMBER_WORDS).flatMap(([digit, words]) => (digit === '0' ? [] : words)));
const TEENS = wordsPattern(Object.values(TEEN_WORDS).flat());
const TENS = wordsPattern(Object.values(TENS_WORDS).flat());
const HUNDREDS = wordsPattern(Object.values(HUNDREDS_WORDS).flat());
/** One spelled-out number below 1000 that needs more than a unit word: [hundreds] [teen | tens [unit] | unit]. */
const END = "(?![\\p{L}'])";
const TENS_UNIT = `(?:${TENS})${END}(?:[\\s-]+(?:${UNITS})${END})?`;
const COMPOUND = `(?<![\\p{L}'])(?:(?:${HUNDREDS})${END}(?:\\s+(?:(?:${TEENS})${END}|${TENS_UNIT}|(?:${UNITS})${END}))?|(?:${TEENS})${END}|${TENS_UNIT})`;

/** Messengers and networks, as named in Ukrainian, Russian and English (with a case ending of up to two letters). */
const MESSENGERS = wordsPattern([
  'telegram', 'telega', 'tg', 'тг', 'телеграм', 'телеграмм', 'телега', 'телєга',
  'viber', 'вайбер', 'вайбір', 'вібер',
  'whatsapp', 'whats app', 'watsapp', 'ватсап', 'вотсап', 'вацап', 'ватсапп', 'вотсапп',
  'instagram', 'insta', 'inst', 'ig', 'інстаграм', 'инстаграм', 'інста', 'инста', 'інст',
  'facebook', 'fb', 'фейсбук', 'фб', 'skype', 'скайп', 'tiktok', 'тікток', 'тикток', 'discord', 'дискорд', 'threads',
]);
/** Signal usernames always end in digits ("olena.01"): a bare word after "signal" is the car's turn signal. */
const SIGNAL = wordsPattern(['signal', 'сигнал', 'сігнал']);
/** Words that announce a phone number; they let a 9-digit number without its leading 0 count. */
const PHONE_CUES = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${wordsPattern(['тел', 'телефон', 'моб', 'мобільний', 'номер', 'дзвоніть', 'дзвонити', 'звоніть', 'звонить', 'call', 'phone', 'tel', 'mob', 'viber', 'вайбер', 'whatsapp', 'ватсап', 'telegram', 'телеграм', 'тг'])})[^\\p{L}\\p{N}]*$`,
  'u',
);

// ---------------------------------------------------------------------------------------------
// Patterns over the folded text

const L = '[\\p{L}\\p{N}]';
const LABEL = `${L}[\\p{L}\\p{N}-]{0,62}`;
/** A dot as written or disguised: ".", " . ", "[.]", "(dot)", " dot ", " крапка ". Not ". " (a sentence end). */
const DOT = `(?:\\.|\\s+\\.\\s*|\\s*[(\\[{<]\\s*(?:\\.|${DOT_WORD})\\s*[)\\]}>]\\s*|\\s+(?:${DOT_WORD})\\s+)`;
const AT = `(?:\\s*@\\s*|\\s*[(\\[{<]\\s*(?:@|a|${AT_WORD})\\s*[)\\]}>]\\s*|\\s+(?:${AT_WORD})\\s+)`;
const LOCAL = `${L}[\\p{L}\\p{N}._%+-]{0,63}`;
/** What follows a domain: a path, query or port; "t . me / olena" spaces the slash out as it spaces the dot. */
const PATH = `(?:\\s*/\\s*[^\\s<>"']+|[/?#:][^\\s<>"']*)?`;

const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])${LOCAL}(?:\\s*@\\s*${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,24}|${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}|\\s*@\\s*(?:${MAIL_HOSTS})|${AT}(?:${MAIL_SERVICES}))(?![\\p{L}\\p{N}])`,
  'gu',
);
const SCHEME_URL = new RegExp(`(?<![\\p{L}\\p{N}])(?:https?|hxxps?|ftp)\\s*:?\\s*/\\s*/\\s*[^\\s<>"']+`, 'gu');
const BARE_DOMAIN = new RegExp(`(?<![\\p{L}\\p{N}@._%+-])(?:${LABEL}${DOT})+(${TLD})(?![\\p{L}\\p{N}-])${PATH}`, 'dgu');
const HANDLE = new RegExp(`(?<![\\p{L}\\p{N}._%+-])@[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_.]{2,31})`, 'gu');
/** "@ olena_rent": a space after the @ (a handle only with a digit, underscore or inner dot; "@ home" is prose). */
const SPACED_HANDLE = new RegExp(`(?<![\\p{L}\\p{N}._%+-])@\\s+([\\p{L}\\p{N}_][\\p{L}\\p{N}_.]{2,31})`, 'gu');
/** A messenger's name, a separator (":", "=", a dash or arrow, or a space), an optional "@", the handle. */
const messengerHandle = (words: string) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${MESSENGERS})\\p{L}{0,2}${words}(\\s*[:=]\\s*|\\s*(?:-+>?|→)\\s*|\\s+)(@\\s*)?([\\p{L}\\p{N}_.]{3,32})`,
    'dgu',
  );
const MESSENGER_HANDLE = messengerHandle('');
/**
 * Words that stand between a messenger's name and a handle when someone introduces it ("telegram мій
 * нік: …", "тг (у мене) …", "viber: шукайте як …"); any other word there is prose ("WhatsApp calls: fine").
 */
const HANDLE_INTROS = wordsPattern([
  'нік', 'ник', 'нікнейм', 'никнейм', 'логін', 'логин', 'акаунт', 'аккаунт', 'акк', 'профіль', 'профиль', 'сторінка', 'канал',
  'мій', 'мой', 'моя', 'мене', 'меня', 'у', 'в', 'нас', 'там', 'шукайте', 'ищите', 'знайдіть', 'найдите', 'пишіть', 'пишите', 'це', 'это', 'як', 'новий', 'новый',
  'username', 'user', 'nick', 'nickname', 'login', 'name', 'my', 'me', 'handle', 'id', 'account', 'profile', 'is', 'as', 'find', 'new',
]);
/** The same with one to three of those words between the name and the handle. */
const MESSENGER_WORDS_HANDLE = [1, 2, 3].map((count) => messengerHandle(`(?:[\\s,:(-]+(?:${HANDLE_INTROS})(?![\\p{L}\\p{N}])\\)?){${count}}`));
/**
 * A Telegram-style username as written: Latin letters, digits and underscores, 5–32, starting with
 * a letter — but not a capitalised word, which after a messenger's name is a brand ("інстаграм Toyota").
 */
const isLatinUsername = (word: string) => /^[A-Za-z][A-Za-z0-9_]{4,31}$/.test(word) && !/^[A-Z][a-z]+$/.test(word);
const SIGNAL_HANDLE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${SIGNAL})\\p{L}{0,2}\\s*[:=]?\\s*([\\p{L}\\p{N}_]+\\.\\d{2,})`, 'gu');

type Span = { kind: ContactKind; start: number; end: number };

/** Trailing punctuation belongs to the sentence, not to the link. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && /[.,;:!?)\]}>»"'-]/.test(text[end - 1]!)) end--;
  return end;
}

/** Hosts whose links name a person ("t.me/olena"): what follows them, however separated, is the handle. */
const MESSENGER_HOSTS = new Set(['t.me', 'telegram.me', 'telegram.dog', 'wa.me', 'm.me', 'fb.me', 'instagram.com', 'facebook.com', 'tiktok.com', 'threads.net', 'signal.me', 'viber.com']);
const DOT_ANYWHERE = new RegExp(DOT, 'gu');
/** "t . me // olena", "t.me | olena", "t dot me slash olena", "t.me olena": the separator and the handle after the host. */
// Spaces, then separators each followed by spaces: one way only to read a run of spaces (no backtracking).
const HOST_HANDLE = new RegExp(`^\\s*(?:(?:[/\\\\|:⁄-]+|slash|слеш|слэш)\\s*)*@?[\\p{L}\\p{N}_.]{3,}`, 'u');

function findLinks(folded: Folded, original: string): Span[] {
  const spans: Span[] = [];
  const { text } = folded;
  for (const match of text.matchAll(SCHEME_URL)) spans.push({ kind: 'url', start: match.index, end: trimEnd(text, match.index, match.index + match[0].length) });
  for (const match of text.matchAll(BARE_DOMAIN)) {
    const tld = match[1]!;
    const at = match.indices![1]![0];
    // "clean car.It has…": a capitalised word after a dot without a space starts a sentence.
    const written = original.slice(folded.start[at]!, folded.end[at + tld.length - 1]!);
    if (text[at - 1] === '.' && /^\p{Lu}\p{Ll}+$/u.test(written)) continue;
    let end = match.index + match[0].length;
    const tldEnd = at + tld.length;
    const host = text.slice(match.index, tldEnd).replace(DOT_ANYWHERE, '.').replace(/^www\./, '');
    if (MESSENGER_HOSTS.has(host)) {
      const handle = HOST_HANDLE.exec(text.slice(tldEnd));
      if (handle) end = Math.max(end, tldEnd + handle[0].length);
    }
    spans.push({ kind: 'url', start: match.index, end: trimEnd(text, match.index, end) });
  }
  return spans;
}

function findEmailsAndHandles(folded: Folded, original: string): Span[] {
  const { text } = folded;
  const written = (from: number, to: number) => original.slice(folded.start[from]!, folded.end[to - 1]!);
  const spans: Span[] = [];
  for (const match of text.matchAll(EMAIL)) spans.push({ kind: 'email', start: match.index, end: match.index + match[0].length });
  for (const match of text.matchAll(HANDLE)) {
    if (/\p{L}/u.test(match[0])) spans.push({ kind: 'handle', start: match.index, end: trimEnd(text, match.index, match.index + match[0].length) });
  }
  for (const match of text.matchAll(SPACED_HANDLE)) {
    const end = trimEnd(text, match.index, match.index + match[0].length);
    const handle = text.slice(match.index, end).replace(/^@\s+/, '');
    if (/\p{L}/u.test(handle) && /[\d_.]/.test(handle)) spans.push({ kind: 'handle', start: match.index, end });
  }
  for (const match of text.matchAll(MESSENGER_HANDLE)) {
    const [, separator, at, handle] = match as unknown as [string, string, string | undefined, string];
    const end = trimEnd(text, match.index, match.index + match[0].length);
    // "telegram olena" could be prose ("whatsapp via CarPlay"); a colon, a handle's @, digit,
    // underscore or dot make it a contact. A number alone is the phone finder's ("viber 067…").
    // So does a Latin username right after a messenger named in Cyrillic ("тг olenarent",
    // "телеграм — olenarent"): in a Ukrainian sentence that is nothing but a handle.
    const [handleStart] = match.indices![3]!;
    const cyrillicName = /\p{Script=Cyrillic}/u.test(written(match.index, match.indices![1]![0]));
    const latinHandle = handleStart < end && isLatinUsername(written(handleStart, end));
    if (!/\p{L}/u.test(handle) || (!/[:=]/.test(separator) && !at && !/[\d_.]/.test(handle) && !(cyrillicName && latinHandle))) continue;
    spans.push({ kind: 'handle', start: match.index, end });
  }
  for (const match of MESSENGER_WORDS_HANDLE.flatMap((pattern) => [...text.matchAll(pattern)])) {
    const [, separator, at, handle] = match as unknown as [string, string, string | undefined, string];
    const end = trimEnd(text, match.index, match.index + match[0].length);
    const [handleStart] = match.indices![3]!;
    if (handleStart >= end) continue;
    // Even after words that introduce one, only a handle written as one counts: after "@" (with a
    // space, only with a digit, underscore or dot, as a spaced "@" alone); or a username in Latin
    // letters (folded, so one Cyrillic look-alike does not hide it; but typed with a Latin letter, so
    // "нема" is not one) with a digit, underscore or dot — or, after a colon or a messenger named in
    // Cyrillic, one that is not a word ("BMW", "Toyota": 5+ characters, not capitalised, not capitals).
    const typed = written(handleStart, end);
    const cyrillicName = /\p{Script=Cyrillic}/u.test(written(match.index, match.indices![1]![0]));
    const folded = text.slice(handleStart, end);
    const username = /^[a-z][a-z0-9_.]{2,31}$/.test(folded) && /[A-Za-z]/.test(typed);
    const notAWord = folded.length >= 5 && !/^\p{Lu}\p{Ll}+$/u.test(typed) && !/^[\p{Lu}\p{N}]+$/u.test(typed);
    const found = at
      ? /\p{L}/u.test(handle) && (!/\s/.test(at) || /[\d_.]/.test(handle))
      : username && (/[\d_.]/.test(folded) || ((/[:=]/.test(separator) || cyrillicName) && notAWord));
    if (found) spans.push({ kind: 'handle', start: match.index, end });
  }
  for (const match of text.matchAll(SIGNAL_HANDLE)) spans.push({ kind: 'handle', start: match.index, end: match.index + match[0].length });
  return spans;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** Letters people put in numbers for the digits they resemble ("O67", "o67 l23"), after folding. */
const DIGIT_LOOKALIKES: Record<string, string> = { o: '0', l: '1', i: '1', з: '3', б: '6' };
/** Tokens: a digit group (look-alike letters allowed around real digits), a spelled-out compound number, a word, or a run of other digits. "тел0671234567" is a word and a group. */
const TOKEN = new RegExp(`[0-9oliзб]*[0-9][0-9oliзб]*|${COMPOUND}|\\p{L}+(?:'\\p{L}+)*|\\p{N}+`, 'gu');
/**
 * What may stand between the digit groups of one number: spaces and . - ( ) / _ : * ~ [ ] ; | (a
 * comma only without a space after it). A "|" is a separator ("067|123|45|67"), not a look-alike 1.
 */
const GAP = /^(?:[\s.\-()/_:*~[\];|]|,(?!\s))*\+?[\s(]*$/u;

/** `opens`: where a number starting at this group begins in the text (its "+" or "(", else the group). */
/** `listed`: this group follows a ";" or "|", which separate list items as often as a number's groups. */
type Group = { digits: string; start: number; opens: number; end: number; chunkStart: boolean; plus: number | null; listed: boolean };

/** The digits a token stands for: "067", "O67", "нуль", or null when it is a word. */
function tokenDigits(token: string): string | null {
  if (/^[0-9oliзб]+$/u.test(token) && (/[0-9]/.test(token) || token === 'o')) return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
  const words = token.split(/[\s-]+/);
  // A compound (TOKEN matched it whole): "сто двадцять три" is 123.
  if (words.length > 1 || VALUE_OF_WORD.has(token)) return String(words.reduce((sum, word) => sum + (VALUE_OF_WORD.get(word) ?? Number(DIGIT_OF_WORD.get(word) ?? 0)), 0));
  return DIGIT_OF_WORD.get(token) ?? null;
}

function phonePattern(digits: string, plus: boolean, cued: boolean): boolean {
  if (plus) return /^[1-9]\d{7,14}$/.test(digits);
  return (
    /^0[3-9]\d{8}$/.test(digits) || // 067 123 45 67
    /^380[3-9]\d{8}$/.test(digits) || // 38 067…, 380 67…
    /^80[3-9]\d{8}$/.test(digits) || // 8 067… (the old long-distance prefix)
    /^00[1-9]\d{7,13}$/.test(digits) || // 0048…, international without the plus
    (cued && /^(?:39|50|63|66|67|68|73|89|9[1-9])\d{7}$/.test(digits)) // "тел. 67 123 45 67"
  );
}

/**
 * Phone numbers: runs of digit groups ("067", "123-45-67", "нуль", "O67") separated only by
 * separators. A number may start and end only at a space-separated chunk's edges, so the digits of
 * "01.06.2024 30.06.2024" never combine into "06 2024 30 06" (which would look like 062024300 6…),
 * and the digits, once joined, must have a phone's shape and length.
 */
function findPhones(text: string): Span[] {
  const spans: Span[] = [];
  let run: Group[] = [];
  let previousEnd = 0;

  const flush = () => {
    for (let i = 0; i < run.length; i++) {
      if (!run[i]!.chunkStart) continue;
      const cued = PHONE_CUES.test(text.slice(Math.max(0, run[i]!.start - 30), run[i]!.start));
      let digits = '';
      let found = -1;
      // Joined across ";" or "|" ("05; 06; 07; 08; 09 липня"), digits make a number only when it starts
      // as one: a "+", an operator's code ("067;123;45;67"), 38…, or a word announcing a phone.
      const startsAsNumber = run[i]!.plus !== null || cued || /^0\d\d$|^38/.test(run[i]!.digits);
      let listed = false;
      for (let j = i; j < run.length && digits.length <= 15; j++) {
        digits += run[j]!.digits;
        if (j > i && run[j]!.listed) listed = true;
        const chunkEnds = j + 1 === run.length || run[j + 1]!.chunkStart;
        if (chunkEnds && (!listed || startsAsNumber) && phonePattern(digits, run[i]!.plus !== null, cued)) found = j;
      }
      if (found !== -1) {
        spans.push({ kind: 'phone', start: run[i]!.opens, end: run[found]!.end });
        i = found;
      }
    }
    run = [];
  };

  for (const match of text.matchAll(TOKEN)) {
    const gap = text.slice(previousEnd, match.index);
    const digits = tokenDigits(match[0]);
    if (digits === null || (run.length > 0 && !GAP.test(gap)) || (gap.includes('+') && run.length > 0)) flush();
    if (digits !== null) {
      const plusAt = gap.lastIndexOf('+');
      const plus = plusAt !== -1 && /^[\s(]*$/.test(gap.slice(plusAt + 1)) ? previousEnd + plusAt : null;
      // "(067) 123…": the opening parenthesis belongs to the number.
      const paren = /\(\s*$/.exec(gap);
      const opens = plus ?? (paren ? previousEnd + paren.index : match.index);
      // A new chunk after whitespace, a comma, ";" or "|"; ".", "-", "(", ")" and "/" join groups into one chunk.
      const chunkStart = run.length === 0 || /[\s,;|]/.test(gap);
      run.push({ digits, start: match.index, opens, end: match.index + match[0].length, chunkStart, plus: run.length === 0 ? plus : null, listed: /[;|]/.test(gap) });
    }
    previousEnd = match.index + match[0].length;
  }
  flush();
  return spans;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Every link and contact detail in `text`, in order, overlapping finds merged into one. */
/**
 * The longest text the detector reads: a chat message or a comment is far shorter; its patterns
 * would take time growing with the square of the length on a crafted megabyte.
 */
export const MAX_DETECTED_LENGTH = 4000;

export function findContactDetails(text: string): ContactMatch[] {
  if (!text) return [];
  if (text.length > MAX_DETECTED_LENGTH) throw new RangeError(`Text of ${text.length} characters is longer than the contact-detail detector reads`);
  const folded = fold(text);
  // A "|" separates groups ("067|123|45|67") or stands for a 1 ("067 |23 45 67"): read both ways (the
  // same length, so the offsets hold).
  const barAsOne = folded.text.replace(/\|(?=[0-9])|(?<=[0-9])\|/g, '1');
  const phones = [...findPhones(folded.text), ...(barAsOne === folded.text ? [] : findPhones(barAsOne))];
  const spans = [...phones, ...findEmailsAndHandles(folded, text), ...findLinks(folded, text)]
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start < last.end) {
      // One detail found twice ("olena@gmail.com" is also a domain): keep the wider kind's name.
      if (span.end - span.start > last.end - last.start) last.kind = span.kind;
      last.end = Math.max(last.end, span.end);
    } else merged.push({ ...span });
  }
  return merged.map((span) => {
    const start = folded.start[span.start]!;
    const end = folded.end[span.end - 1]!;
    return { kind: span.kind, start, end, text: text.slice(start, end) };
  });
}

/** Whether `text` holds any link or contact detail. */
export function hasContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}

/** `text` with each link or contact detail replaced by `mask` (the chat shows messages this way). */
export function maskContactDetails(text: string, mask = '•••'): string {
  let out = '';
  let from = 0;
  for (const match of findContactDetails(text)) {
    out += text.slice(from, match.start) + mask;
    from = match.end;
  }
  return out + text.slice(from);
}
