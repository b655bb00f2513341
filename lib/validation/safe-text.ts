/**
 * Text that no handler should ever see: NUL cannot be stored in a PostgreSQL `text` value (the
 * database answers 22021), and a lone UTF-16 surrogate has no UTF-8 form at all (drivers silently
 * turn it into U+FFFD, so what is stored differs from what was checked).
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\u0000') || !value.isWellFormed();
}

/** JSON nested deeper than this is not a request any client of ours sends. */
export const MAX_INPUT_DEPTH = 32;

export type UnsafeInput = { path: string; problem: 'characters' | 'depth' };

const shown = (key: string) => key.replaceAll('\u0000', '\uFFFD').toWellFormed();

/**
 * The first place in a parsed body (strings and object keys, at any depth) that holds unsafe
 * text or nests too deeply, as a field path like the validation messages use (`a.b.0`, `_` for
 * the whole body); null when the body is clean. Iterative, so no input can overflow the stack.
 */
export function findUnsafeInput(body: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeInput | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  const at = (path: string[]) => (path.length ? path.join('.') : '_');
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (isUnsafeText(value)) return { path: at(path), problem: 'characters' };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= maxDepth) return { path: at(path), problem: 'depth' };
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    for (const [key] of entries) if (isUnsafeText(key)) return { path: at([...path, shown(key)]), problem: 'characters' };
    // Reversed, so the first offending field in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], path: [...path, entries[i]![0]] });
  }
  return null;
}
