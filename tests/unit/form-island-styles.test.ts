import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, projectRoot, resolveImport, valueImports } from '@/tests/support/import-graph';

/**
 * A form island (components/ui/form-island.tsx) renders its form on the server, but loads the form's
 * module only when the visitor turns to it. The bundler puts the stylesheets that module imports in
 * the chunk loaded with it, so the server's form would show unstyled (and move when styled): the
 * file that defines an island must import every stylesheet its form reaches, for the page's own CSS.
 */

/** The files that make islands with `formIsland(() => import(…))`. */
function islandFiles(): string[] {
  const files = ['app', 'components', 'lib'].flatMap((folder) =>
    readdirSync(path.join(projectRoot, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  );
  return files.filter((file) => /\bformIsland\(/.test(readFileSync(path.join(projectRoot, file), 'utf8')) && !file.endsWith(path.join('ui', 'form-island.tsx')));
}

const stylesheets = (entry: string) => [...importGraph(entry, { dynamic: false }).files.keys()].filter((file) => file.endsWith('.css'));

describe('form islands carry their forms’ stylesheets in the page', () => {
  const islands = islandFiles();

  it('finds the islands', () => {
    expect(islands).toEqual(expect.arrayContaining([path.join('components', 'auth', 'form-islands.tsx'), path.join('components', 'payments', 'islands.tsx')]));
  });

  it.each(islands)('%s', (file) => {
    const own = new Set(stylesheets(file));
    const forms = valueImports(path.join(projectRoot, file)).filter((found) => found.dynamic);
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      const target = path.relative(projectRoot, resolveImport(path.join(projectRoot, file), form.specifier)!);
      const needed = stylesheets(target);
      // The walk sees the form's stylesheets at all (one that found none would prove nothing).
      expect(needed.length, target).toBeGreaterThan(0);
      expect(needed.filter((sheet) => !own.has(sheet)), `${target}'s stylesheets missing from ${file}`).toEqual([]);
    }
  });
});
