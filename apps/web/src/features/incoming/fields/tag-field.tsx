/** The RFID tag: filled by a tag reading, or typed; typed text passes the same single-tag check. */
import type { Ref } from 'react';
import { TextInput } from '@mantine/core';
import { m } from '../../../messages/it';
import { typedTagError } from '../entry-rules';

export interface TagFieldProps {
  value: string;
  onChange(tag: string): void;
  inputRef: Ref<HTMLInputElement>;
  placeholder?: string;
}

export function TagField({ value, onChange, inputRef, placeholder }: TagFieldProps) {
  return (
    <TextInput
      ref={inputRef}
      size="md"
      label={m.incoming.fields.tag}
      placeholder={placeholder}
      withAsterisk
      autoComplete="off"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={typedTagError(value) ?? undefined}
      data-wedge-guard
      data-testid="incoming-tag"
    />
  );
}
