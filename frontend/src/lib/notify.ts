/**
 * The toasts every screen shows (docs/product.md §9: top-right, 3000 ms; the container is set up in
 * app/providers.tsx). Errors are announced as alerts, successes and information as status.
 */
import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n';

export interface NotifyOptions {
  /** A toast shown again with the same id while the first is still up is not repeated. */
  id?: string;
}

/**
 * The toast's close button is an icon: it needs a name (axe: button-name, critical), in the
 * language on screen when the toast is shown.
 */
const closeButtonProps = () => ({ 'aria-label': i18n.t('closeLabels.notification') });

export function notifySuccess(message: string, options: NotifyOptions = {}): string {
  return notifications.show({
    id: options.id,
    message,
    color: 'teal',
    role: 'status',
    closeButtonProps: closeButtonProps(),
  });
}

export function notifyError(message: string, options: NotifyOptions = {}): string {
  return notifications.show({
    id: options.id,
    message,
    color: 'red',
    role: 'alert',
    closeButtonProps: closeButtonProps(),
  });
}

/** Neither success nor failure: a hint such as "You can't edit your own membership here." */
export function notifyInfo(message: string, options: NotifyOptions = {}): string {
  return notifications.show({
    id: options.id,
    message,
    color: 'blue',
    role: 'status',
    closeButtonProps: closeButtonProps(),
  });
}
