/**
 * A list's search: the list follows the text as it is typed (a pause of `SEARCH_PAUSE_MS`), or at
 * once on Enter. Each search is a new server query; the one it supersedes is cancelled (refine's
 * signal, data-provider.ts), so an older answer never replaces a newer one.
 */
import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';

export const SEARCH_PAUSE_MS = 300;

interface Props extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The text of the current query (the URL's). */
  value: string;
  onSearch: (text: string) => void;
}

export function SearchBox({ value, onSearch, ...rest }: Props) {
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // The query changed from elsewhere (filters cleared, a link): the box shows it.
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  const send = (typed: string) => {
    const trimmed = typed.trim();
    if (trimmed === sent.current) return;
    sent.current = trimmed;
    onSearch(trimmed);
  };
  const debounced = useDebouncedCallback(send, SEARCH_PAUSE_MS);
  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(e) => {
        setText(e.currentTarget.value);
        debounced(e.currentTarget.value);
      }}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        debounced.cancel();
        send(e.currentTarget.value);
      }}
    />
  );
}
