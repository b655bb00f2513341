// Plain JavaScript so the server entry (scripts/server.mjs, run by Node without a TypeScript
// loader) and the app share one Accept-Language parser.

/**
 * The primary language subtags of an Accept-Language header, best first (q-weights honoured, equal
 * weights in header order, `q=0` dropped).
 * @param {string | null | undefined} header
 * @returns {string[]}
 */
export function rankedLanguages(header) {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.base);
}
