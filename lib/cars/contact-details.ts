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

function foldCodePoint(char: string): string {
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
  // Cyrillic domains and the Cyrillic spellings of the common ones ("kermo крапка ком").
  'укр', 'рф', 'ком', 'юа', 'нет', 'орг',
];
const TLD = `(?:${wordsPattern(TLDS)})`;
const DOT_WORD = wordsPattern(['dot', 'точка', 'крапка', 'тчк']);
const AT_WORD = wordsPattern(['at', 'собака', 'собачка', 'равлик', 'равлика', 'ет', 'эт']);
/** Mail services people name without a top-level domain ("olena@gmail"). */
const MAIL_HOSTS = wordsPattern(['gmail', 'ukr', 'i', 'meta', 'yahoo', 'outlook', 'hotmail', 'icloud', 'proton', 'protonmail']);

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
const PATH = `(?:[/?#:][^\\s<>"']*)?`;

const EMAIL = new RegExp(
  `(?<![\\p{L}\\p{N}._%+-])${LOCAL}(?:\\s*@\\s*${LABEL}(?:${DOT}${LABEL})*${DOT}\\p{L}{2,24}|${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}|\\s*@\\s*(?:${MAIL_HOSTS}))(?![\\p{L}\\p{N}])`,
  'gu',
);
const SCHEME_URL = new RegExp(`(?<![\\p{L}\\p{N}])(?:https?|hxxps?|ftp)\\s*:?\\s*/\\s*/\\s*[^\\s<>"']+`, 'gu');
const BARE_DOMAIN = new RegExp(`(?<![\\p{L}\\p{N}@._%+-])(?:${LABEL}${DOT})+(${TLD})(?![\\p{L}\\p{N}-])${PATH}`, 'dgu');
const HANDLE = new RegExp(`(?<![\\p{L}\\p{N}._%+-])@[\\p{L}\\p{N}_](?:[\\p{L}\\p{N}_.]{2,31})`, 'gu');
const MESSENGER_HANDLE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${MESSENGERS})\\p{L}{0,2}(\\s*[:=]\\s*|\\s+)(@?[\\p{L}\\p{N}_.]{3,32})`, 'gu');
const SIGNAL_HANDLE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${SIGNAL})\\p{L}{0,2}\\s*[:=]?\\s*([\\p{L}\\p{N}_]+\\.\\d{2,})`, 'gu');

type Span = { kind: ContactKind; start: number; end: number };

/** Trailing punctuation belongs to the sentence, not to the link. */
function trimEnd(text: string, start: number, end: number): number {
  while (end > start && /[.,;:!?)\]}>»"'-]/.test(text[end - 1]!)) end--;
  return end;
}

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
    spans.push({ kind: 'url', start: match.index, end: trimEnd(text, match.index, match.index + match[0].length) });
  }
  return spans;
}

function findEmailsAndHandles(text: string): Span[] {
  const spans: Span[] = [];
  for (const match of text.matchAll(EMAIL)) spans.push({ kind: 'email', start: match.index, end: match.index + match[0].length });
  for (const match of text.matchAll(HANDLE)) {
    if (/\p{L}/u.test(match[0])) spans.push({ kind: 'handle', start: match.index, end: trimEnd(text, match.index, match.index + match[0].length) });
  }
  for (const match of text.matchAll(MESSENGER_HANDLE)) {
    const [, separator, handle] = match as unknown as [string, string, string];
    // "telegram olena" could be prose ("whatsapp via CarPlay"); a colon, a handle's @, digit,
    // underscore or dot make it a contact. A number alone is the phone finder's ("viber 067…").
    if (!/\p{L}/u.test(handle) || (!/[:=]/.test(separator) && !/^@|[\d_.]/.test(handle))) continue;
    spans.push({ kind: 'handle', start: match.index, end: trimEnd(text, match.index, match.index + match[0].length) });
  }
  for (const match of text.matchAll(SIGNAL_HANDLE)) spans.push({ kind: 'handle', start: match.index, end: match.index + match[0].length });
  return spans;
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

/** Letters people put in numbers for the digits they resemble ("O67", "o67 l23"), after folding. */
const DIGIT_LOOKALIKES: Record<string, string> = { o: '0', l: '1', i: '1', '|': '1', з: '3', б: '6' };
/** Tokens: a digit group (look-alike letters allowed around real digits), a word, or a run of other digits. "тел0671234567" is a word and a group. */
const TOKEN = /[0-9oli|зб]*[0-9][0-9oli|зб]*|\p{L}+(?:'\p{L}+)*|\p{N}+/gu;
/** What may stand between the digit groups of one number: spaces and . - ( ) / _ : * ~ [ ] (a comma only without a space after it). */
const GAP = /^(?:[\s.\-()/_:*~[\]]|,(?!\s))*\+?[\s(]*$/u;

/** `opens`: where a number starting at this group begins in the text (its "+" or "(", else the group). */
type Group = { digits: string; start: number; opens: number; end: number; chunkStart: boolean; plus: number | null };

/** The digits a token stands for: "067", "O67", "нуль", or null when it is a word. */
function tokenDigits(token: string): string | null {
  if (/^[0-9oli|зб]+$/u.test(token) && (/[0-9]/.test(token) || token === 'o')) return [...token].map((c) => DIGIT_LOOKALIKES[c] ?? c).join('');
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
      for (let j = i; j < run.length && digits.length <= 15; j++) {
        digits += run[j]!.digits;
        const chunkEnds = j + 1 === run.length || run[j + 1]!.chunkStart;
        if (chunkEnds && phonePattern(digits, run[i]!.plus !== null, cued)) found = j;
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
      // A new chunk after whitespace or a comma; ".", "-", "(", ")" and "/" join groups into one chunk.
      const chunkStart = run.length === 0 || /[\s,]/.test(gap);
      run.push({ digits, start: match.index, opens, end: match.index + match[0].length, chunkStart, plus: run.length === 0 ? plus : null });
    }
    previousEnd = match.index + match[0].length;
  }
  flush();
  return spans;
}

// ---------------------------------------------------------------------------------------------
// Public API

/** Every link and contact detail in `text`, in order, overlapping finds merged into one. */
export function findContactDetails(text: string): ContactMatch[] {
  if (!text) return [];
  const folded = fold(text);
  const spans = [...findPhones(folded.text), ...findEmailsAndHandles(folded.text), ...findLinks(folded, text)]
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
