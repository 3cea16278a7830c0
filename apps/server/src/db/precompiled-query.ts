import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query compiled once, for hot paths where Kysely's per-call compilation costs more than the
 * statement itself (a paste view). Build the query with a unique placeholder string per runtime
 * value (`'\u0000slug'`); each execution swaps them for the real values, in whatever order the
 * dialect put them. Other parameters keep the value they were compiled with.
 */
export interface PrecompiledQuery<Row, Name extends string> {
  execute(values: Record<Name, unknown>): Promise<Row[]>;
}

export function precompileQuery<DB, Row, Name extends string>(
  db: Kysely<DB>,
  query: Compilable<Row>,
  placeholders: Record<Name, string>,
): PrecompiledQuery<Row, Name> {
  const compiled = query.compile();
  const names = new Map<unknown, Name>(
    (Object.entries(placeholders) as Array<[Name, string]>).map(([name, placeholder]) => [placeholder, name]),
  );
  const slots = compiled.parameters.map((parameter) => names.get(parameter) ?? null);
  for (const name of names.values()) {
    if (!slots.includes(name)) throw new Error(`placeholder for "${name}" not found in the compiled query`);
  }
  return {
    async execute(values) {
      const parameters = compiled.parameters.map((parameter, index) => {
        const name = slots[index];
        return name === null || name === undefined ? parameter : values[name];
      });
      const result = await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
      return result.rows;
    },
  };
}
