import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** A figure that opens the filtered list behind it. */
export function FigureLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} data-testid={testId} fw={600}>
      {children}
    </Anchor>
  );
}
