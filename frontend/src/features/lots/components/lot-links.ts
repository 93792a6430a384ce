import type { TFunction } from 'i18next';

/** Where an order, movement or transfer behind a lot's change opens. */
export function sourcePath(providerId: string, orderType: string, orderId: string): string {
  if (orderType === 'ORDER') return `/provider/${providerId}/order/${orderId}`;
  if (orderType === 'TRANSFER') return `/provider/${providerId}/transfer/${orderId}`;
  return `/provider/${providerId}/transaction/${orderId}`;
}

const TYPE_LABELS = {
  ORDER: 'sourceTypes.order',
  IN: 'sourceTypes.in',
  OUT: 'sourceTypes.out',
  ADJUST: 'sourceTypes.adjust',
  TRANSFER: 'sourceTypes.transfer',
} as const;

/** A change's source by its kind ("Order", "Inbound"...), in the language of `t`. */
export function typeLabel(t: TFunction<'lots'>, orderType: string): string {
  return orderType in TYPE_LABELS
    ? t(TYPE_LABELS[orderType as keyof typeof TYPE_LABELS])
    : orderType;
}
