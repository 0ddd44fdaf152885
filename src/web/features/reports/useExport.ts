import { useState } from 'react';
import { notifyError } from '../../lib/notify';

/** Runs one export at a time, with its progress (0…1) for the page to show. */
export function useExport() {
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  async function run(kind: string, work: (onProgress: (p: number) => void) => Promise<string>) {
    if (busy) return;
    setBusy(kind);
    setProgress(0);
    try {
      // The browser shows the download itself; a notice would cover the export buttons.
      await work(setProgress);
    } catch (err) {
      notifyError(err instanceof Error ? err.message : 'The export failed');
    } finally {
      setBusy(null);
    }
  }
  return { busy, progress, run };
}
