import { Badge } from '@mantine/core';
import { IconReader } from '../components/icons';
import { useReaderStatus } from '../reader/status';
import { m } from '../../messages/it';

/** Header badge: whether the reader bridge is connected. Compact on phones (icon only, label kept for a11y). */
export function ReaderStatusBadge() {
  const status = useReaderStatus();
  const color = status === 'connected' ? 'green' : status === 'connecting' ? 'yellow' : 'gray';
  const label = m.reader[status];
  return (
    <Badge
      color={color}
      variant="filled"
      size="lg"
      leftSection={<IconReader size={14} />}
      title={label}
      aria-label={label}
      data-testid="reader-status"
      data-state={status}
      className="wh-reader-badge"
    >
      <span className="wh-reader-label">{label}</span>
    </Badge>
  );
}
