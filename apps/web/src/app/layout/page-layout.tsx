import type { ReactNode } from 'react';
import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CameraScanButton } from '../../lib/camera';
import { IconBack, IconHome } from '../../lib/components/icons';
import { DebugArea } from '../../lib/reader/debug-area';
import { m } from '../../messages/it';
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

/** Home button target: the home menu, which stays put (no redirect to a single module) when asked. */
export const HOME_PATH = '/home';

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
        <Group gap={4} wrap="nowrap" h="100%" pl={4} pr={8}>
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
            <ActionIcon
              variant="transparent"
              c="white"
              size={44}
              aria-label={m.nav.home}
              data-testid="nav-home"
              onClick={() => navigate(HOME_PATH, { state: { stay: true } })}
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
