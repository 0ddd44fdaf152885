import { ModalsProvider as MantineModalsProvider } from '@mantine/modals';
import { useEffect, type ReactNode } from 'react';
import { modalsReady } from '../lib/modals';

/**
 * Mantine's dialog host, loaded by ModalsHost on the first dialog (tests render it directly). Its listeners are set
 * first (child effects run before the parent's), then the calls made meanwhile are passed on.
 */
export default function ModalsProvider({ children }: { children?: ReactNode }) {
  useEffect(() => modalsReady(), []);
  return <MantineModalsProvider>{children}</MantineModalsProvider>;
}
