/** A package's photos (taken at the handheld), shown beside its dimensions and state. */
import { Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ma } from '../../../messages/admin';
import type { AdminRecord } from '../types';

interface StoredFile {
  id: number;
  filename: string;
  url: string;
}

export function PackagePhotos({ record }: { record: AdminRecord | undefined }) {
  const pictures = (record?.pictures as StoredFile[] | undefined) ?? [];
  return (
    <Stack gap="xs" data-testid="package-photos">
      <Title order={5}>{ma.adminLabels.fields.pictures}</Title>
      {pictures.length === 0 && <Text size="sm">{ma.admin.form.none}</Text>}
      <SimpleGrid cols={2}>
        {pictures.map((p) => (
          <Image key={p.id} src={p.url} alt={p.filename} radius="sm" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
