/**
 * Texts of descriptors built when their module is imported (the back office's resources, the home
 * menu's entries) follow a change of language without a reload (issue 45): they are read when shown.
 */
import { afterEach, describe, expect, it as test } from 'vitest';
import { resourceNamed, resources } from '../../../src/features/admin/resources';
import { HOME_ENTRIES } from '../../../src/features/home/modules';
import { setActive } from '../../../src/messages/locale';
import { it } from '../../../src/messages/it';
import { admin } from '../../../src/messages/modules/admin';
import { adminLabels } from '../../../src/messages/modules/admin-labels';
import { adminTrace } from '../../../src/messages/modules/admin-trace';
import { texts as english } from '../../../src/messages/lang/en';
import { texts as englishOffice } from '../../../src/messages/lang/en/back-office';
import type { ResourceDescriptor } from '../../../src/features/admin/types';

const italianOffice = { admin, adminLabels, adminTrace };

afterEach(() => setActive('it', {}));

const showEnglish = () =>
  setActive('en', {
    handheld: english as unknown as Record<string, unknown>,
    backOffice: englishOffice as unknown as Record<string, unknown>,
  });

/** What a user reads of a resource: its names, list columns, form fields, choices and filters. */
function shown(resource: ResourceDescriptor) {
  const field = (name: string) => resource.fields.find((f) => f.name === name);
  return {
    name: [resource.label, resource.one],
    columns: resource.columns.map((c) => c.label),
    fields: resource.fields.map((f) => [f.label, f.description ?? '']),
    choices: (field('purpose') ?? field('language'))?.options?.map((o) => o.label),
    filters: resource.filters?.map((f) => f.label),
  };
}

describe('descriptors built at import', () => {
  test("show the language chosen after they were built: a printer's list, form, choices and filters", () => {
    const printers = resourceNamed('printers');
    if (!printers) throw new Error('no printers resource');
    const italian = shown(printers);
    expect(italian.name).toEqual(['Stampanti', 'Stampante']);
    expect(italian.columns).toContain('Stato');
    expect(italian.choices).toEqual(['Magazzino', 'Negozio']);

    showEnglish();
    const shownInEnglish = shown(printers);
    expect(shownInEnglish.name).toEqual(['Printers', 'Printer']);
    expect(shownInEnglish.columns).toEqual(['Name', 'Use', 'Plant', 'Address', 'Port', 'Default', 'Status']);
    expect(shownInEnglish.choices).toEqual(['Warehouse', 'Store']);
    expect(shownInEnglish.filters).toEqual(['Plant', 'Use']);

    // Back to Italian: the very same descriptors say Italian again.
    setActive('it', {});
    expect(shown(printers)).toEqual(italian);
  });

  test("show a user's form (texts given to the builders, a language's choices) in the language shown", () => {
    const users = resourceNamed('users');
    if (!users) throw new Error('no users resource');
    showEnglish();
    const { fields, columns } = shown(users);
    expect(fields).toContainEqual([englishOffice.admin.user.password, englishOffice.admin.user.passwordHint]);
    expect(columns).toContain(englishOffice.adminLabels.fields.language);
    expect(users.columns.find((c) => c.key === 'roles')?.label).toBe(englishOffice.admin.user.roles);
  });

  test('leave no Italian text in any resource shown in English, nor in the home menu', () => {
    // An Italian text of the catalogue that English does not share ('Email' is both) is a left-over.
    const texts = (value: unknown, into = new Set<string>()): Set<string> => {
      if (typeof value === 'string') into.add(value);
      else if (value && typeof value === 'object') for (const v of Object.values(value)) texts(v, into);
      return into;
    };
    const italianOnly = new Set(
      [...texts({ ...italianOffice, home: it.home })].filter(
        (t) => !texts({ ...englishOffice, home: english.home }).has(t),
      ),
    );
    showEnglish();
    const leftOver = resources.flatMap((resource) => {
      const s = shown(resource);
      const all = [...s.name, ...s.columns, ...s.fields.flat(), ...(s.choices ?? []), ...(s.filters ?? [])];
      return all.filter((t) => italianOnly.has(t)).map((t) => `${resource.name}: ${t}`);
    });
    expect(leftOver).toEqual([]);
    expect(HOME_ENTRIES.map((e) => e.label).filter((t) => italianOnly.has(t))).toEqual([]);
    expect(HOME_ENTRIES.find((e) => e.key === 'picking')?.label).toBe('WAREHOUSE PICKING');
    setActive('it', {});
    expect(HOME_ENTRIES.find((e) => e.key === 'picking')?.label).toBe('PRELIEVO DA MAGAZZINO');
  });
});
