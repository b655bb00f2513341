import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Public pages' islands must not pull zod into the browser (≈ 31 KB gzip and its start-up cost:
 * docs/performance.md). The bundler keeps a module's top-level schemas even when the island only
 * uses a plain function beside them, so this walks the islands' value imports (type-only ones are
 * erased) and fails when any path reaches the `zod` package.
 */

const root = path.resolve(import.meta.dirname, '../..');

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

/** The specifiers a file imports as values (static, re-exported or dynamic). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every package the file reaches through value imports, with one path to each. */
function packagesReached(entry: string): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  const seen = new Set<string>();
  const walk = (file: string, trail: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const target = resolve(file, specifier);
      const here = [...trail, path.relative(root, file)];
      if (target) walk(target, here);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, here);
      }
    }
  };
  walk(path.join(root, entry), []);
  return packages;
}

describe('islands of public pages stay without zod', () => {
  it.each([
    'components/catalog/car/PriceCalculator.tsx',
    'components/catalog/car/CarGallery.tsx',
    'components/catalog/car/AvailabilityCalendar.tsx',
    'components/catalog/car/CarMap.tsx',
    'components/catalog/map/MapLayout.tsx',
    'components/catalog/map/CardHoverSync.tsx',
    'components/forms/DateInput.tsx',
    'components/catalog/FiltersDialog.tsx',
  ])('%s', (entry) => {
    const reached = packagesReached(entry);
    expect(reached.get('zod'), `zod reached through ${reached.get('zod')?.join(' → ')}`).toBeUndefined();
    // The walk sees through to packages at all (a walk that found nothing would prove nothing).
    expect(reached.has('react') || reached.has('next-intl')).toBe(true);
  });

  it('notices zod behind a plain function of a module that also holds schemas', () => {
    expect(packagesReached('lib/validation/dates.ts').has('zod')).toBe(true);
    expect(packagesReached('lib/cars/periods.ts').has('zod')).toBe(true);
  });
});
