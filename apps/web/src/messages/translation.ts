/**
 * The shape a language other than Italian must give (issue 45): exactly the Italian catalogue's keys,
 * each text a string and each message a function of the same arguments. A missing or extra key fails
 * the typecheck; the argument names and the catalogue files are checked by messages/languages.test.ts.
 */
export type Translation<T> = T extends (...args: infer A) => unknown
  ? (...args: A) => string
  : T extends string
    ? string
    : { readonly [K in keyof T]: Translation<T[K]> };
