/**
 * The operator's language (issue 45): signed in, it is saved on their user (the next handheld they
 * pick up speaks it after login); before login it is this device's choice. The screens switch once
 * the language's texts are here.
 */
import { useState } from 'react';
import { NativeSelect } from '@mantine/core';
import { isLanguage, LANGUAGES, type Language } from '@warehouse/shared';
import { api, showApiError } from '../../lib/api/app-client';
import { getUser, setUser } from '../../lib/session';
import { toast } from '../../lib/toasts';
import { m } from '../../messages/it';
import { applyLanguage } from '../../messages/language';
import { useLanguage } from '../../messages/locale';

export function LanguagePicker() {
  const language = useLanguage();
  const [saving, setSaving] = useState(false);

  async function choose(next: Language) {
    const user = getUser();
    setSaving(true);
    try {
      if (user) {
        const saved = await api.update<{ language?: string }>('users', user.id, { language: next });
        setUser({ ...user, language: saved.language ?? next } as typeof user);
      }
      await applyLanguage(next);
      toast(m.settings.languageSaved);
    } catch (error) {
      showApiError(error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <NativeSelect
      label={m.settings.language}
      value={language}
      disabled={saving}
      data={LANGUAGES.map((value) => ({ value, label: m.languages[value] }))}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isLanguage(next) && next !== language) void choose(next);
      }}
      data-testid="setting-language"
    />
  );
}
