/**
 * No import circles in the server: a domain calls another's service and is never called back by import (what the
 * other needs of it is handed in through its decorated service or as an argument). docs/architecture.md lists the
 * directions.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const sourceRoot = path.resolve(__dirname, '../src');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

/** Each file and the files of this tree it imports or re-exports from (type-only imports included). */
function importGraph(files: string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) =>
    [`${specifier}.ts`, path.join(specifier, 'index.ts')]
      .map((candidate) => path.resolve(path.dirname(from), candidate))
      .find((file) => known.has(file));
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, false);
      const targets = importedFiles.filter(({ fileName }) => fileName.startsWith('.')).map(({ fileName }) => resolve(file, fileName));
      return [file, [...new Set(targets.filter((target): target is string => target !== undefined))]];
    }),
  );
}

/** The graph's circles: its strongly connected components of more than one file, or of a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    lowest.set(file, index.get(file)!);
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(target)!));
      } else if (stack.includes(target)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(target)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const component = stack.splice(stack.indexOf(file));
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe('import circles', () => {
  it('finds a circle through several files and leaves a chain alone', () => {
    const graph = new Map([
      ['cart', ['coupons']],
      ['coupons', ['orders']],
      ['orders', ['cart', 'payments']],
      ['payments', []],
    ]);
    expect(circles(graph)).toEqual([['cart', 'coupons', 'orders']]);
    graph.set('orders', ['payments']);
    expect(circles(graph)).toEqual([]);
  });

  it('the server has none', () => {
    const graph = importGraph(sourceFiles(sourceRoot));
    expect(graph.get(path.join(sourceRoot, 'orders/orders.ts'))).toContain(path.join(sourceRoot, 'cart/service.ts'));
    expect(circles(graph).map((circle) => circle.map((file) => path.relative(sourceRoot, file)))).toEqual([]);
  });
});
