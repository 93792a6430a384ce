import { useState } from 'react';
import { notifyError, notifySuccess } from '../lib/notify';

export interface SaveMessages {
  /** The success toast; the drawer then closes. */
  success: string;
  /** The error toast; the drawer stays open. */
  failure: string;
}

/**
 * The plumbing every create / edit drawer shares: the validation message shown above the buttons,
 * and a save that toasts success and closes the drawer, or toasts the failure and stays open.
 * Spread `drawerProps` onto a FormDrawer and pass the submit handler as its onSubmit.
 */
export function useFormDrawer(onClose: () => void) {
  const [error, setError] = useState<string | null>(null);

  /** Shows the validation message (or clears it); true when there was none. */
  function validate(problem: string | null): boolean {
    setError(problem);
    return problem === null;
  }

  async function save(action: () => Promise<unknown>, messages: SaveMessages) {
    try {
      await action();
      notifySuccess(messages.success);
      onClose();
    } catch {
      notifyError(messages.failure);
    }
  }

  return {
    error,
    setError,
    validate,
    save,
    drawerProps: { opened: true, onClose, error },
  };
}

/** The toasts of a create / edit drawer for one kind of record, e.g. `saveMessages('client', true)`. */
export function saveMessages(noun: string, editing: boolean): SaveMessages {
  return editing
    ? {
        success: `The ${noun} has been updated.`,
        failure: `There was an error updating the ${noun}, please try again.`,
      }
    : {
        success: `The ${noun} has been created.`,
        failure: `There was an error creating the ${noun}, please try again.`,
      };
}
