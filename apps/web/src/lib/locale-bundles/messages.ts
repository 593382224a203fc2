/** One language's text: namespace name to its messages. */
export type Messages = Record<string, Record<string, unknown>>;
