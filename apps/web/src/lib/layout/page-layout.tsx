import { lazy, memo, Suspense, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ActionIcon, Box, Group, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CameraScanButton } from '../camera';
import { IconBack, IconHome } from '../components/icons';
import { m } from '../../messages/it';
import { paths } from '../paths';
import { ReaderStatusBadge } from './reader-status';
import { useLocalSettings } from '../settings/local-settings';

// Support staff's debug area (a switch, a test mode) loads only once the debug setting is on: the
// login screen's JavaScript carries none of it.
const DebugArea = lazy(() => import('../reader/debug-area').then((mod) => ({ default: mod.DebugArea })));

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
 *
 * The header and the footer render again only when what they show changes, not on every render
 * of the screen: a scan screen re-renders on each reading (its modal opens), and the header's
 * buttons, badges and title were a good share of that work on a slow handheld. The back handler
 * is read when tapped, so a screen may pass a new function on every render.
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
  const { debug } = useLocalSettings();
  const latestBack = useRef(back);
  useLayoutEffect(() => {
    latestBack.current = back;
  });
  const backKind = back === undefined ? 'none' : typeof back === 'string' ? back : 'handler';
  return (
    <Box className="wh-page">
      <PageHeader title={title} backKind={backKind} latestBack={latestBack} home={home} actions={actions} />
      <main className="wh-content">
        {children}
        {debugArea && debug && (
          <Suspense fallback={null}>
            <DebugArea />
          </Suspense>
        )}
      </main>
      {footer && <PageFooter />}
    </Box>
  );
}

interface PageHeaderProps {
  title: string;
  /** 'none', 'handler', or the path the back button goes to. */
  backKind: string;
  latestBack: { current: PageLayoutProps['back'] };
  home: boolean;
  actions?: ReactNode;
}

const PageHeader = memo(function PageHeader({ title, backKind, latestBack, home, actions }: PageHeaderProps) {
  const navigate = useNavigate();
  const goBack = () => {
    const back = latestBack.current;
    if (typeof back === 'string') void navigate(back);
    else back?.();
  };
  return (
    <header className="wh-header">
      <Group gap={4} wrap="nowrap" mih={56} pl={4} pr={8}>
        {backKind !== 'none' ? (
          <ActionIcon
            variant="transparent"
            c="white"
            size={44}
            aria-label={m.nav.back}
            data-testid="nav-back"
            onClick={goBack}
          >
            <IconBack className="wh-points" />
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
  );
});

const PageFooter = memo(function PageFooter() {
  return (
    <footer className="wh-footer">
      <Text size="xs" c="dimmed" ta="center">
        {m.app.poweredBy}
      </Text>
    </footer>
  );
});
