// How a valid payload is broken: fast-check arbitraries for missing and extra fields, wrong types,
// nulls, empty and 1 MB strings, odd Unicode and numbers out of range.
import fc from "fast-check";

export const ONE_MB = "x".repeat(1_000_000);

/** Text that has broken many a system: direction marks, emoji, NUL, lone surrogates, markup. */
export const ODD_UNICODE = [
  "\u202Eevil\u202C",
  "\u200F\u0627\u0644\u0639\u0631\u0628\u064A\u0629\u200E",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "nul\u0000byte",
  "\uD800lone",
  "\uFEFFbom",
  "<script>alert(1)</script>",
  "'; drop table users; --",
  "Z\u0351\u0360\u0361a\u0362\u0363l\u0364g\u0365o",
  "\r\n\t",
];

/** Numbers no field of this API accepts as an id or a count. */
export const BAD_NUMBERS = [-1, 0, 1.5, -0.5, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, Number.MAX_SAFE_INTEGER];

/** A value of the wrong kind for whatever field it lands in (none of them is a usable id). */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(""),
  fc.constant("   "),
  fc.constant(ONE_MB),
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom(...BAD_NUMBERS),
  fc.constantFrom("NaN", "Infinity", "-1", "1e999", "0x7fffffff", "[]", "{}", "null", "true"),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
  fc.constant({ $gt: "" }),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: -(2 ** 31), max: -1 }),
);

/** The same for multipart, where every field value travels as text. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constant(""),
  fc.constant("   "),
  fc.constant(ONE_MB),
  fc.constantFrom(...ODD_UNICODE),
  fc.constantFrom("-1", "0", "1.5", "2147483648", "1e308", "NaN", "null", "undefined", "true", "[object Object]"),
  fc.string({ maxLength: 30 }),
);

export type FieldMutation =
  | { kind: "missing"; key: string }
  | { kind: "replace"; key: string; value: unknown }
  | { kind: "extra"; key: string; value: unknown; then: FieldMutation };

/** A mutation of one or two fields of an object payload with these keys. */
export function fieldMutation(
  keys: readonly string[],
  value: fc.Arbitrary<unknown> = badValue,
): fc.Arbitrary<FieldMutation> {
  const key = fc.constantFrom(...keys);
  const single: fc.Arbitrary<FieldMutation> = fc.oneof(
    fc.record({ kind: fc.constant("missing" as const), key }),
    fc.record({ kind: fc.constant("replace" as const), key, value }),
  );
  const extraKey = fc.constantFrom(
    "role",
    "id",
    "created_by",
    "conf_id",
    "status",
    "is_admin",
    "__proto__",
    "constructor",
    "zz_unknown",
  );
  return fc.oneof(
    { weight: 4, arbitrary: single },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("extra" as const), key: extraKey, value: badValue, then: single }),
    },
  );
}

export function applyMutation(payload: Record<string, unknown>, mutation: FieldMutation): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...payload };
  switch (mutation.kind) {
    case "missing":
      delete copy[mutation.key];
      return copy;
    case "replace":
      copy[mutation.key] = mutation.value;
      return copy;
    case "extra":
      // defineProperty: a "__proto__" key must become an own field, as JSON.parse makes it
      Object.defineProperty(copy, mutation.key, {
        value: mutation.value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return applyMutation(copy, mutation.then);
  }
}

export function describeMutation(m: FieldMutation): string {
  const show = (v: unknown) => {
    const text =
      typeof v === "string"
        ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…(${v.length} chars)` : v)
        : JSON.stringify(v);
    return text ?? String(v);
  };
  if (m.kind === "missing") return `without ${m.key}`;
  if (m.kind === "replace") return `${m.key} = ${show(m.value)}`;
  return `extra ${m.key} = ${show(m.value)}, ${describeMutation(m.then)}`;
}
