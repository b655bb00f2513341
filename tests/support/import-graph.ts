import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The project's root (imports starting with `@/` resolve from it). */
export const projectRoot = path.resolve(import.meta.dirname, '../..');

/** A project file a specifier names (TypeScript modules and stylesheets), or null for a package. */
export function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(projectRoot, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  if (base.endsWith('.css')) return existsSync(base) ? base : null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  }
  return null;
}

export type ValueImport = { specifier: string; dynamic: boolean };

/** What a file imports as values (static, re-exported or dynamic; type-only imports are erased). */
export function valueImports(file: string): ValueImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ValueImport[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push({ specifier: node.moduleSpecifier.text, dynamic: false });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, dynamic: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Walks the value imports from `entry` (a path from the project's root): every project file reached
 * (with the trail to it; a package's stylesheet by its specifier) and every package, by name. `dynamic: false` stops at `import()`, which
 * the bundler puts in a chunk of its own, loaded later.
 */
export function importGraph(entry: string, { dynamic = true } = {}): { files: Map<string, string[]>; packages: Map<string, string[]> } {
  const files = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  const walk = (file: string, trail: string[]) => {
    const here = [...trail, path.relative(projectRoot, file)];
    if (files.has(here.at(-1)!)) return;
    files.set(here.at(-1)!, trail);
    if (file.endsWith('.css')) return;
    for (const found of valueImports(file)) {
      if (found.dynamic && !dynamic) continue;
      const target = resolveImport(file, found.specifier);
      if (target) walk(target, here);
      // A package's stylesheet (react-day-picker/style.css): a file the page needs, by its specifier.
      else if (found.specifier.endsWith('.css') && !found.specifier.startsWith('.') && !found.specifier.startsWith('@/')) files.set(found.specifier, here);
      else if (!found.specifier.startsWith('.') && !found.specifier.startsWith('@/')) {
        const name = found.specifier.startsWith('@') ? found.specifier.split('/').slice(0, 2).join('/') : found.specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, here);
      }
    }
  };
  walk(path.join(projectRoot, entry), []);
  return { files, packages };
}
