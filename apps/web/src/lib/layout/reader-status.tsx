import { Badge } from '@mantine/core';
import { IconReader } from '../components/icons';
import { useReaderStatus } from '../reader/status';
import { m } from '../../messages/it';

const LABEL = {
  connected: m.reader.connected,
  connecting: m.reader.connecting,
  disconnected: m.reader.disconnected,
} as const;

/** Header badge: whether the reader bridge is connected. Compact on phones (icon only, label kept for a11y). */
export function ReaderStatusBadge() {
  const status = useReaderStatus();
  const color = status === 'connected' ? 'green' : status === 'connecting' ? 'yellow' : 'gray';
  return (
    <Badge
      color={color}
      variant="filled"
      size="lg"
      leftSection={<IconReader size={14} />}
      title={LABEL[status]}
      aria-label={LABEL[status]}
      data-testid="reader-status"
      data-state={status}
      className="wh-reader-badge"
    >
      <span className="wh-reader-label">{LABEL[status]}</span>
    </Badge>
  );
}
