import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema.js';
import type { Executor } from './database.js';

/** Stands for an argument while a query is built once; the compiled query then names it by position. */
class Placeholder {
  constructor(
    readonly argument: number,
    readonly item: number | null,
  ) {}
}

type Argument = string | number | boolean | null | readonly (string | number)[];

/**
 * A query of the hottest paths (the signed-in user, a transaction by id), built and compiled once per
 * database kind and shape, then run with each call's values. Building and compiling a Kysely query with
 * a dozen columns and joins costs more than SQLite takes to answer it; the compiled text is the same on
 * every call, only its values differ. An array argument (for `in`) gets one compiled query per length.
 *
 * `build` must use its arguments only as values (in where, limit and the like), never to choose the
 * shape of the query: the shape is fixed by the first call.
 */
export function preparedQuery<A extends Argument[], O>(build: (db: Kysely<Database>, ...args: A) => Compilable<O>) {
  const compiled = new Map<string, CompiledQuery<O>>();
  return async (db: Executor, ...args: A): Promise<O[]> => {
    const adapter = db.getExecutor().adapter.constructor.name;
    const key = `${adapter} ${args.map((arg) => (Array.isArray(arg) ? arg.length : '')).join(' ')}`;
    let query = compiled.get(key);
    if (!query) {
      const placeholders = args.map((arg, argument) =>
        Array.isArray(arg) ? arg.map((_, item) => new Placeholder(argument, item)) : new Placeholder(argument, null),
      ) as unknown as A;
      query = build(db, ...placeholders).compile();
      compiled.set(key, query);
    }
    const parameters = query.parameters.map((parameter) => {
      if (!(parameter instanceof Placeholder)) return parameter;
      const value = args[parameter.argument];
      return parameter.item === null ? value : (value as readonly unknown[])[parameter.item];
    });
    return (await db.executeQuery<O>({ ...query, parameters })).rows;
  };
}
