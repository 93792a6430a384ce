import { useState } from 'react';
import { failureText } from '../../../lib/api-client';

/**
 * A dialog's submit: busy while it runs, and the server's refusal kept to show in the dialog
 * (which stays open) rather than a toast that hides what was typed.
 */
export function useDialogSubmit() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function submit(work: () => Promise<void>) {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  }
  return { busy, failure, submit };
}
