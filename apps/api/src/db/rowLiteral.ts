// A row reader both engines' statement caches build once per statement: an object literal of the
// statement's columns, which makes a row at about half the cost of setting each column by name on
// an empty object (docs/performance.md). The objects are the drivers' own: the same keys in the
// same order, a repeated column name keeping its first place and its last value.

/**
 * `(p, v) => ({ [names[i]]: <value(i)> … })`, where `value(i)` is the expression (over the
 * arguments `p` and `v`) for column i; undefined for a column named `__proto__`, which an object
 * literal would take as the object's prototype (the caller then keeps the driver's own reading).
 */
export function rowLiteral<P, V>(
  names: readonly string[],
  value: (i: number) => string,
): ((p: P, v: V) => object) | undefined {
  if (names.includes("__proto__")) return undefined;
  // the column names go in quoted by JSON.stringify, so no name can be read as code
  const columns = names.map((name, i) => `${JSON.stringify(name)}: ${value(i)}`);
  return new Function("p", "v", `return { ${columns.join(", ")} };`) as (p: P, v: V) => object;
}
