/**
 * Named prepared statements for the cart's hot queries. Planning a join of the cart's tables costs several times
 * its execution, and a cart is read on every add, remove and page start; a prepared statement is planned once
 * per connection. PGlite is one connection that prepares with SQL PREPARE (its EXECUTE takes literals, not
 * parameters); node-postgres prepares named statements on each pooled connection itself. Anything else (a
 * transaction) runs the statement as an ordinary query.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { Pool } from 'pg';
import { queryRows, type Db } from './client';

type ParameterType = 'int' | 'text';
type Parameter = number | string | null;

export interface PreparedStatement {
  name: string;
  /** SQL with $1…$n parameters of `types`. */
  text: string;
  types: readonly ParameterType[];
}

const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<void>>>();

function literal(value: Parameter, type: ParameterType): string {
  if (value === null) return 'null';
  if (type === 'int') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`Not an integer parameter: ${String(value)}`);
    return String(value);
  }
  if (typeof value !== 'string' || value.includes('\0')) throw new TypeError('Not a text parameter');
  // standard_conforming_strings is on: a quote is the only character to double.
  return `'${value.replace(/'/g, "''")}'`;
}

async function runOnPglite<T>(client: PGlite, statement: PreparedStatement, parameters: readonly Parameter[]): Promise<T[]> {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
  let preparing = prepared.get(statement.name);
  if (!preparing) {
    preparing = client.exec(`prepare ${statement.name}(${statement.types.join(', ')}) as ${statement.text}`).then(() => undefined);
    prepared.set(statement.name, preparing);
    preparing.catch(() => prepared.delete(statement.name));
  }
  await preparing;
  const values = parameters.map((value, index) => literal(value, statement.types[index]));
  return (await client.query<T>(`execute ${statement.name}(${values.join(', ')})`)).rows;
}

/** The rows of a prepared statement run on `db`. */
export async function preparedRows<T extends Record<string, unknown>>(
  db: Db,
  statement: PreparedStatement,
  parameters: readonly Parameter[],
): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof PGlite) return runOnPglite<T>(client, statement, parameters);
  if (client instanceof Pool) return (await client.query<T>({ name: statement.name, text: statement.text, values: [...parameters] })).rows;
  const text = statement.text.split(/(\$\d+)/).map((part) => {
    const match = /^\$(\d+)$/.exec(part);
    return match ? sql`${parameters[Number(match[1]) - 1]}::${sql.raw(statement.types[Number(match[1]) - 1])}` : sql.raw(part);
  });
  return queryRows<T>(db, sql.join(text));
}
