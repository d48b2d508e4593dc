import type { ReactNode } from 'react';
import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CameraScanButton } from '../camera';
import { IconBack, IconHome } from '../components/icons';
import { DebugArea } from '../reader/debug-area';
import { m } from '../../messages/it';
import { paths } from '../paths';
import { ReaderStatusBadge } from './reader-status';

export interface PageLayoutProps {
  /** Header title (text, never HTML). */
  title: string;
  /** Back button: a path to go to, or a handler (exit logic). Omitted → no back button. */
  back?: string | (() => void);
  /** Home button to /home. Default true. */
  home?: boolean;
  /** Extra header actions, right of the title. */
  actions?: ReactNode;
  /** The supplier footer. Default true. */
  footer?: boolean;
  /** The debug area (shown only when the local setting debug is on). Default true. */
  debugArea?: boolean;
  children?: ReactNode;
}

/**
 * The page frame every screen uses: a header with back button, title, reader status and home
 * button; the content; the debug area when debug is on; the footer.
 */
export function PageLayout({
  title,
  back,
  home = true,
  actions,
  footer = true,
  debugArea = true,
  children,
}: PageLayoutProps) {
  const navigate = useNavigate();
  return (
    <Box className="wh-page">
      <header className="wh-header">
        <Group gap={4} wrap="nowrap" mih={56} pl={4} pr={8}>
          {back !== undefined ? (
            <ActionIcon
              variant="transparent"
              c="white"
              size={44}
              aria-label={m.nav.back}
              data-testid="nav-back"
              onClick={() => (typeof back === 'string' ? navigate(back) : back())}
            >
              <IconBack />
            </ActionIcon>
          ) : (
            <Box w={8} />
          )}
          <Title order={1} className="wh-title" data-testid="page-title">
            {title}
          </Title>
          {actions}
          <CameraScanButton />
          <ReaderStatusBadge />
          {home && (
            // The home menu stays put (no redirect to a single module) when reached this way.
            <ActionIcon
              variant="transparent"
              c="white"
              size={44}
              aria-label={m.nav.home}
              data-testid="nav-home"
              onClick={() => navigate(paths.home.href(), { state: { stay: true } })}
            >
              <IconHome />
            </ActionIcon>
          )}
        </Group>
      </header>
      <main className="wh-content">
        {children}
        {debugArea && <DebugArea />}
      </main>
      {footer && (
        <footer className="wh-footer">
          <Text size="xs" c="dimmed" ta="center">
            {m.app.poweredBy}
          </Text>
        </footer>
      )}
    </Box>
  );
}
