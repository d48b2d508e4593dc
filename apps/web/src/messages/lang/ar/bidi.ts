/**
 * A code, quantity, lot or name inside an Arabic sentence, kept left to right: the Unicode isolate
 * LRI…PDI is what `<bdi dir="ltr">` is for markup, and a message is text (never HTML).
 */
export const ltr = (value: string | number): string => `\u2066${value}\u2069`;
