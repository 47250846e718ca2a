/**
 * @jest-environment node
 *
 * The apps import react-router-dom, @tanstack/react-query and @emotion/react, but the page gets a facade under each
 * name (shared/webpack/reactRouterDom.mjs, reactQuery.mjs, emotionReact.mjs) exporting only what the apps use. TypeScript
 * type-checks against the whole package, so this test is what catches an app importing a name a facade lacks (it
 * would be `undefined` at run time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
/** Each facade: the package name apps import, its file, and the module whose exports it re-exports. */
const FACADES = [
  { packageName: 'react-router-dom', file: 'shared/webpack/reactRouterDom.mjs', source: 'react-router' },
  { packageName: '@tanstack/react-query', file: 'shared/webpack/reactQuery.mjs', source: '@tanstack/react-query' },
  { packageName: '@emotion/react', file: 'shared/webpack/emotionReact.mjs', source: '@emotion/react' },
];
const sourceFolders = ['shell/src', 'mfe-catalog/src', 'mfe-cart-checkout/src', 'mfe-account/src', 'mfe-pages/src', 'shared/src'];

/** The shell's page renderer runs on the server, whose build shares whole packages, not the facades. */
const SERVER_ONLY = `${path.sep}server${path.sep}`;
/** The jest helpers of `@storefront/shared/testing` run under jest only, on the whole packages (ESLint keeps them out of pages). */
const TESTS_ONLY = path.join('shared', 'src', 'testing') + path.sep;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .filter((entry) => !`${entry.parentPath}${path.sep}`.includes(SERVER_ONLY))
    .filter((entry) => !`${entry.parentPath}${path.sep}`.includes(TESTS_ONLY))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Names imported or re-exported as values from `moduleName` (type-only imports are erased, so they never count). */
export function valueImports(code: string, moduleName: string, fileName = 'file.tsx'): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const names: string[] = [];
  for (const statement of source.statements) {
    const specifier = (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== moduleName) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else for (const element of clause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

function facadeExports(facadeFile: string): string[] {
  const source = ts.createSourceFile(facadeFile, readFileSync(facadeFile, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe.each(FACADES)('the $packageName facade', ({ packageName, file, source }) => {
  const facadeFile = path.join(root, file);

  it(`exports every name an app imports from ${packageName}`, () => {
    const exported = new Set(facadeExports(facadeFile));
    const missing = sourceFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((sourceFile) =>
        valueImports(readFileSync(sourceFile, 'utf8'), packageName, sourceFile)
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(root, sourceFile)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it(`re-exports only what ${source} has`, () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const original = require(source);
    expect(facadeExports(facadeFile).filter((name) => !(name in original))).toEqual([]);
  });
});

describe('value imports', () => {
  it('counts value imports and leaves type-only ones out', () => {
    const code = [
      "import type { RouteObject } from 'react-router-dom';",
      "import { Link, type To, useNavigate as go } from 'react-router-dom';",
      "import * as all from 'react-router-dom';",
      "export { Outlet } from 'react-router-dom';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(valueImports(code, 'react-router-dom')).toEqual(['Link', 'useNavigate', '*', 'Outlet']);
  });
});
