/** A short list's place while it loads (a spinner with its name) or when it is empty (a dimmed line); then the list. */
import { Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListStateProps {
  loading: boolean;
  /** The spinner's accessible name, e.g. 'Loading categories'. */
  loadingLabel: string;
  empty: boolean;
  emptyText: ReactNode;
  /** Smaller spinner and text, for a side column. */
  compact?: boolean;
  children: ReactNode;
}

export function ListState({ loading, loadingLabel, empty, emptyText, compact, children }: ListStateProps) {
  if (loading) return <Loader size={compact ? 'sm' : undefined} aria-label={loadingLabel} />;
  if (empty) {
    return (
      <Text c="dimmed" ta="center" size={compact ? 'sm' : undefined} py={compact ? 'sm' : 'md'}>
        {emptyText}
      </Text>
    );
  }
  return <>{children}</>;
}
