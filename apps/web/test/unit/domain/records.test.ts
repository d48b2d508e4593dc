import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RECORDS_FILE, renderRecords } from '../../../scripts/generate-records';

describe('generated record types', () => {
  it('the committed file is what the server model registry renders (run npm run generate:records -w apps/web)', () => {
    expect(readFileSync(RECORDS_FILE, 'utf8')).toBe(renderRecords());
  });

  it('types a pick as the registry declares it: required keys set, the rest nullable, nested records', () => {
    const text = renderRecords();
    const pick = text.slice(
      text.indexOf('export interface Pick {'),
      text.indexOf('}', text.indexOf('export interface Pick {')),
    );
    expect(pick).toContain('  project_id: number;');
    expect(pick).toContain('  quantity?: number | null;');
    expect(pick).toContain('  item?: Item | null;');
    expect(pick).toContain('  project_rows?: ProjectRow[] | null;');
    expect(text).not.toContain('password_digest');
  });
});
