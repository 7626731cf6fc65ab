/** A translation of an English namespace: every key, each a string (nested groups alike). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
