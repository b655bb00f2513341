/**
 * The members of a JSON object as written: a number's literal exactly as it appears (`1547.36`,
 * `1400.00`), a string's decoded value, `null`. WayForPay signs the amount as it writes it, so
 * its callback is verified over the literal in the raw body, never over a number read and
 * printed again (`1400.00` would come back as `1400`). Only the top level is read; nested values
 * are kept as their raw text. Throws on anything that is not one well-formed JSON object, and on a
 * key given twice (which of the two would a signature be over?).
 */
export type RawMember = { kind: 'string' | 'number' | 'literal' | 'nested'; text: string };

export function rawJsonMembers(raw: string): Map<string, RawMember> {
  // Well-formedness first, by the platform's own parser; the scan below then only has to split.
  const parsed: unknown = JSON.parse(raw);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new SyntaxError('not a JSON object');
  const members = new Map<string, RawMember>();
  let at = skipSpace(raw, 0);
  at += 1; // '{'
  at = skipSpace(raw, at);
  if (raw[at] === '}') return members;
  for (;;) {
    const keyEnd = stringEnd(raw, at);
    const key = JSON.parse(raw.slice(at, keyEnd)) as string;
    at = skipSpace(raw, skipSpace(raw, keyEnd) + 1); // past ':'
    const end = valueEnd(raw, at);
    const text = raw.slice(at, end);
    if (members.has(key)) throw new SyntaxError(`the key "${key}" is given twice`);
    members.set(key, memberOf(text));
    at = skipSpace(raw, end);
    if (raw[at] === '}') return members;
    at = skipSpace(raw, at + 1); // past ','
  }
}

function memberOf(text: string): RawMember {
  const first = text[0];
  if (first === '"') return { kind: 'string', text: JSON.parse(text) as string };
  if (first === '{' || first === '[') return { kind: 'nested', text };
  if (first === '-' || (first !== undefined && first >= '0' && first <= '9')) return { kind: 'number', text };
  return { kind: 'literal', text };
}

const skipSpace = (raw: string, at: number) => {
  while (at < raw.length && ' \t\n\r'.includes(raw[at]!)) at += 1;
  return at;
};

function stringEnd(raw: string, at: number): number {
  for (let i = at + 1; i < raw.length; i += 1) {
    if (raw[i] === '\\') i += 1;
    else if (raw[i] === '"') return i + 1;
  }
  throw new SyntaxError('unterminated string');
}

function valueEnd(raw: string, at: number): number {
  const first = raw[at];
  if (first === '"') return stringEnd(raw, at);
  if (first === '{' || first === '[') {
    let depth = 0;
    for (let i = at; i < raw.length; i += 1) {
      const c = raw[i];
      if (c === '"') i = stringEnd(raw, i) - 1;
      else if (c === '{' || c === '[') depth += 1;
      else if (c === '}' || c === ']') {
        depth -= 1;
        if (depth === 0) return i + 1;
      }
    }
    throw new SyntaxError('unterminated value');
  }
  let i = at;
  while (i < raw.length && !',}] \t\n\r'.includes(raw[i]!)) i += 1;
  return i;
}

/** The text a member is signed as: a string's value, a number's literal; missing or null is empty. */
export function signedText(members: Map<string, RawMember>, key: string): string {
  const member = members.get(key);
  if (!member || (member.kind === 'literal' && member.text === 'null')) return '';
  return member.text;
}
