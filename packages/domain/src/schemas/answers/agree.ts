// Compile-time agreement between an answer schema and the answer's TypeScript type: each module
// states `type _Agrees = Assert<Same<z.output<typeof schema>, Type>>`, which fails to compile when
// the two drift apart in either direction.

/** true when A and B are assignable both ways (the same shape). */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`. */
export type Assert<T extends true> = T;
