import { Fragment } from 'react';

/** Line breaks in messages: the spec's `<br>` (any case, with or without a slash) and newlines. */
const BREAK = /<br\s*\/?>|\r\n|\n|\r/i;

export function splitLines(text: string): string[] {
  return text.split(new RegExp(BREAK.source, 'gi'));
}

/**
 * Renders text that came from a reader, a user, the server or the catalog: a `<br>` becomes a line
 * break, every other character is shown as itself (React escapes it), never as HTML.
 */
export function MultilineText({ text }: { text: string | null | undefined }) {
  const lines = splitLines(text ?? '');
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </>
  );
}
