/**
 * Beside a setting's form: what the setting is (its name in words, not `ns.key`) and, for an empty
 * GS1 company prefix, what is missing and what it stops (issue 44), as the list says it.
 */
import { Alert, Stack, Text } from '@mantine/core';
import { ma } from '../../../messages/admin';
import { isMissingPrefix } from '../list/module-switch';
import type { AdminRecord } from '../types';

export function SettingAside({
  record,
  values,
}: {
  record: AdminRecord | undefined;
  values: Record<string, unknown>;
}) {
  const key = String(values.key ?? record?.key ?? '');
  const name = (ma.adminLabels.settingKeys as Record<string, string>)[key];
  const missing = isMissingPrefix({ ns: values.ns, key, raw: values.raw });
  if (!name && !missing) return null;
  return (
    <Stack gap="xs" data-testid="setting-aside">
      {name && <Text fw={700}>{name}</Text>}
      {missing && (
        <Alert color="orange" data-testid="setting-missing">
          {ma.adminLabels.missingPrefix}
        </Alert>
      )}
    </Stack>
  );
}
