/** The tags read on the outgoing screen that are no reading in the system, listed for the operator. */
import { Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { m } from '../../messages/it';

export function UnknownTags({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  return (
    <Modal
      opened={codes !== null}
      onClose={onClose}
      title={`${m.outgoing.unknownListTitle} (${codes?.length ?? 0})`}
      closeButtonProps={{ 'aria-label': m.dialogs.close, size: 40 }}
      data-testid="outgoing-unknown-list"
    >
      <ScrollArea.Autosize mah="60vh">
        <Stack gap={4}>
          {(codes ?? []).map((code) => (
            <Text
              key={code}
              ff="monospace"
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              data-testid="outgoing-unknown-tag"
            >
              {code}
            </Text>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Modal>
  );
}
