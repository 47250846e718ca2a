/**
 * @jest-environment node
 *
 * The apps import react-router-dom, but the page gets shared/webpack/reactRouterDom.mjs under that name (a facade
 * exporting only what they use). TypeScript type-checks against the whole package, so this test is what catches
 * an app importing a name the facade lacks (it would be `undefined` at run time).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const facadeFile = path.join(root, 'shared/webpack/reactRouterDom.mjs');
const sourceFolders = ['shell/src', 'mfe-catalog/src', 'mfe-cart-checkout/src', 'mfe-account/src', 'mfe-pages/src', 'shared/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
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

function facadeExports(): string[] {
  const source = ts.createSourceFile(facadeFile, readFileSync(facadeFile, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((element) => element.name.text)
      : [],
  );
}

describe('the react-router-dom facade', () => {
  it('exports every name an app imports from react-router-dom', () => {
    const exported = new Set(facadeExports());
    const missing = sourceFolders
      .flatMap((folder) => sourceFiles(path.join(root, folder)))
      .flatMap((file) =>
        valueImports(readFileSync(file, 'utf8'), 'react-router-dom', file)
          .filter((name) => !exported.has(name))
          .map((name) => `${path.relative(root, file)}: ${name}`),
      );
    expect(missing).toEqual([]);
  });

  it('re-exports only what react-router has', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const reactRouter = require('react-router');
    expect(facadeExports().filter((name) => !(name in reactRouter))).toEqual([]);
  });

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
