/** One field of a form (or of a bulk edit) as its kind asks: text, number, switch, date, choice, record. */
import type { ReactNode } from 'react';
import { NumberInput, PasswordInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { ma } from '../../../messages/admin';
import { ReferenceSelect } from '../parts/reference-select';
import { ReferencesSelect } from '../parts/references-select';
import type { FieldDescriptor } from '../types';

export interface FieldInputProps {
  field: FieldDescriptor;
  value?: unknown;
  onChange: (value: unknown) => void;
  error?: ReactNode;
  disabled?: boolean;
  /**
   * Inside a popover (the bulk edit): choices open in place, not in a portal, since a click on a
   * portaled list counts as a click outside and would close the popover.
   */
  inPopover?: boolean;
}

export function FieldInput({ field, value, onChange, error, disabled, inPopover }: FieldInputProps) {
  const comboboxProps = inPopover ? { withinPortal: false } : undefined;
  const common = {
    label: field.label,
    description: field.description,
    error: error ?? undefined,
    withAsterisk: field.required,
    disabled: disabled || field.readOnly,
    'data-testid': `field-${field.name}`,
  };
  const str = value === null || value === undefined ? '' : String(value);
  switch (field.kind) {
    case 'boolean':
      return (
        <Switch
          {...common}
          mt="lg"
          checked={value === true || value === 1}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    case 'number':
    case 'integer':
      return (
        <NumberInput
          {...common}
          decimalSeparator=","
          allowDecimal={field.kind === 'number'}
          value={str === '' ? '' : Number(str)}
          onChange={(v) => onChange(v === '' ? null : v)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'code':
      return (
        <Textarea
          {...common}
          autosize
          minRows={12}
          maxRows={28}
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace', fontSize: 13 } }}
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'password':
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          value={str}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={str.slice(0, 10)}
          onChange={(e) => onChange(e.currentTarget.value || null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          comboboxProps={comboboxProps}
          clearable
          allowDeselect={false}
          placeholder={ma.admin.form.choose}
          data={[...(field.options ?? [])]}
          value={str || null}
          onChange={(v) => onChange(v)}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          comboboxProps={comboboxProps}
          placeholder={ma.admin.form.choose}
          resource={field.reference!.resource}
          labelKey={field.reference!.labelKey}
          value={str || null}
          onChange={onChange}
        />
      );
    case 'references':
      return (
        <ReferencesSelect
          {...common}
          resource={field.reference!.resource}
          labelKey={field.reference!.labelKey}
          value={Array.isArray(value) ? (value as number[]) : []}
          onChange={onChange}
        />
      );
    default:
      return <TextInput {...common} value={str} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
