/**
 * A small declarative validator in the manner of zod, for the project document: domain/ takes no packages (see
 * domain-purity.test.ts), so the schema is built from these few combinators. A schema is a type guard that records
 * every problem as `path: expected ...`; strict objects refuse unknown keys, so a stored document holds exactly its
 * declared fields.
 */
export type Schema<T> = (value: unknown, path: string, issues: string[]) => value is T;

export type Infer<S> = S extends Schema<infer T> ? T : never;

const check = (ok: boolean, path: string, issues: string[], what: string): boolean => {
  if (!ok) issues.push(`${path || '(root)'}: expected ${what}`);
  return ok;
};

const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whole numbers in [min, max] (safe integers). */
function integer(min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Schema<number> {
  return (value, path, issues): value is number =>
    check(Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max, path, issues, `an integer in [${min}, ${max}]`);
}

/** Finite numbers in [min, max]. */
function number(min = -Number.MAX_VALUE, max = Number.MAX_VALUE): Schema<number> {
  return (value, path, issues): value is number =>
    check(typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max, path, issues, `a number in [${min}, ${max}]`);
}

/** Strings of `min` to `max` characters, matching `pattern` when given. */
function string(min = 0, max = 10_000, pattern?: RegExp): Schema<string> {
  return (value, path, issues): value is string =>
    check(typeof value === 'string' && value.length >= min && value.length <= max && (!pattern || pattern.test(value)), path, issues, pattern ? `a string matching ${pattern}` : `a string of ${min} to ${max} characters`);
}

const boolean: Schema<boolean> = (value, path, issues): value is boolean => check(typeof value === 'boolean', path, issues, 'a boolean');

function literal<const T extends string | number>(expected: T): Schema<T> {
  return (value, path, issues): value is T => check(value === expected, path, issues, JSON.stringify(expected));
}

function oneOf<const T extends string>(values: readonly T[]): Schema<T> {
  return (value, path, issues): value is T => check((values as readonly unknown[]).includes(value), path, issues, `one of ${values.join(', ')}`);
}

function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return (value, path, issues): value is T | null => value === null || schema(value, path, issues);
}

function array<T>(item: Schema<T>, max = 100_000): Schema<T[]> {
  return (value, path, issues): value is T[] => {
    if (!check(Array.isArray(value) && value.length <= max, path, issues, `an array of at most ${max} items`)) return false;
    let ok = true;
    (value as unknown[]).forEach((entry, i) => {
      if (!item(entry, at(path, i), issues)) ok = false;
    });
    return ok;
  };
}

type Shape = Record<string, Schema<unknown>>;
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/** A plain object with exactly these keys. */
function object<S extends Shape>(shape: S): Schema<ObjectOf<S>> {
  return (value, path, issues): value is ObjectOf<S> => {
    if (!check(isRecord(value), path, issues, 'an object')) return false;
    const record = value as Record<string, unknown>;
    let ok = true;
    for (const key of Object.keys(record)) if (!(key in shape) && !check(false, at(path, key), issues, 'no such field')) ok = false;
    for (const [key, schema] of Object.entries(shape)) if (!schema(record[key], at(path, key), issues)) ok = false;
    return ok;
  };
}

/** One of several object schemas, chosen by the string in `key`. */
function union<K extends string, V extends Record<string, Schema<unknown>>>(key: K, variants: V): Schema<Infer<V[keyof V]>> {
  return (value, path, issues): value is Infer<V[keyof V]> => {
    const tag = isRecord(value) ? value[key] : undefined;
    const variant = typeof tag === 'string' && Object.hasOwn(variants, tag) ? variants[tag] : undefined;
    if (!variant) return check(false, at(path, key), issues, `one of ${Object.keys(variants).join(', ')}`);
    return variant(value, path, issues);
  };
}

/** A schema with one more rule on values that already pass it. */
function refine<T>(schema: Schema<T>, rule: (value: T) => boolean, what: string): Schema<T> {
  return (value, path, issues): value is T => schema(value, path, issues) && check(rule(value), path, issues, what);
}

/** The combinators, used as `schema.object({ ... })`. */
export const schema = { integer, number, string, boolean, literal, oneOf, nullable, array, object, union, refine };

/** Runs a schema: the value typed, or every problem found. */
export function parseWith<T>(s: Schema<T>, value: unknown): { ok: true; value: T } | { ok: false; issues: string[] } {
  const issues: string[] = [];
  return s(value, '', issues) && issues.length === 0 ? { ok: true, value } : { ok: false, issues };
}
