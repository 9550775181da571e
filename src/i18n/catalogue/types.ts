/** A translation of one namespace: exactly the English keys, any text. */
export type Translation<English extends Record<string, string>> = { readonly [Key in keyof English]: string };
