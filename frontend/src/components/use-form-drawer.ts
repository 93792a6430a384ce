import { useState } from 'react';
import { i18n } from '../i18n';
import { type FormFields, fieldErrorsOf } from '../lib/field-errors';
import { notifyError, notifySuccess } from '../lib/notify';

export interface SaveMessages {
  /** The success toast; the drawer then closes. */
  success: string;
  /** The error toast; the drawer stays open. */
  failure: string;
}

/**
 * The plumbing every create / edit drawer shares: a message per field (shown under it) and one
 * about the whole form (above the buttons), and a save that toasts success and closes the drawer,
 * or toasts the failure, puts what the server said beside the field it names, and stays open.
 * Spread `drawerProps` onto a FormDrawer and pass the submit handler as its onSubmit.
 *
 * `fields` names the drawer's fields as the server's messages may (their labels and request
 * keys; see lib/field-errors.ts).
 */
export function useFormDrawer(onClose: () => void, fields: FormFields = {}) {
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Counts the refused submits: the drawer moves the focus to the first field in error on each.
  const [refusals, setRefusals] = useState(0);

  /** Shows the message about the whole form (or clears it); true when there was none. */
  function validate(problem: string | null): boolean {
    setError(problem);
    if (problem !== null) setRefusals((count) => count + 1);
    return problem === null;
  }

  /**
   * The form's own checks, per field: each problem goes under its field (a null is no problem);
   * true when there is none. The message about the whole form is cleared.
   */
  function check(problems: Record<string, string | null | undefined>): boolean {
    const found: Record<string, string> = {};
    for (const [field, problem] of Object.entries(problems)) if (problem) found[field] = problem;
    setFieldErrors(found);
    setError(null);
    const fine = Object.keys(found).length === 0;
    if (!fine) setRefusals((count) => count + 1);
    return fine;
  }

  /** The message under `field`, if any. */
  function errorOf(field: string): string | undefined {
    return fieldErrors[field];
  }

  /** Forgets the message under `field` (its value was changed). */
  function clear(field: string): void {
    setFieldErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _, ...rest } = current;
      return rest;
    });
  }

  /**
   * Shows what a failed save's answer said: beside each field it names, the rest above the
   * buttons. A failure not about the input (a 500, no answer) shows nothing here. True when
   * something was shown.
   */
  function showFailure(failure: unknown): boolean {
    const placed = fieldErrorsOf(failure, fields);
    if (!placed) return false;
    setFieldErrors(placed.fields);
    setError(placed.rest.length > 0 ? placed.rest.join(' ') : null);
    setRefusals((count) => count + 1);
    return true;
  }

  async function save(action: () => Promise<unknown>, messages: SaveMessages) {
    try {
      await action();
      notifySuccess(messages.success);
      onClose();
    } catch (failure) {
      notifyError(messages.failure);
      showFailure(failure);
    }
  }

  return {
    error,
    setError,
    validate,
    check,
    errorOf,
    clear,
    showFailure,
    save,
    drawerProps: { opened: true, onClose, error, refusals },
  };
}

/** The kinds of record whose drawers toast with saveMessages: `saved.<kind>` in the catalog. */
export type SavedRecord = 'client' | 'product';

/**
 * The toasts of a create / edit drawer for one kind of record, e.g. `saveMessages('client', true)`,
 * worded when the drawer saves, in the language on screen then.
 */
export function saveMessages(record: SavedRecord, editing: boolean): SaveMessages {
  return editing
    ? {
        success: i18n.t(`saved.${record}.updated`),
        failure: i18n.t(`saved.${record}.updateFailed`),
      }
    : {
        success: i18n.t(`saved.${record}.created`),
        failure: i18n.t(`saved.${record}.createFailed`),
      };
}
