/** Where an order, movement or transfer behind a lot's change opens. */
export function sourcePath(providerId: string, orderType: string, orderId: string): string {
  if (orderType === 'ORDER') return `/provider/${providerId}/order/${orderId}`;
  if (orderType === 'TRANSFER') return `/provider/${providerId}/transfer/${orderId}`;
  return `/provider/${providerId}/transaction/${orderId}`;
}

const TYPE_LABELS: Record<string, string> = {
  ORDER: 'Order',
  IN: 'Inbound',
  OUT: 'Outbound',
  ADJUST: 'Adjustment',
  TRANSFER: 'Transfer',
};

export function typeLabel(orderType: string): string {
  return TYPE_LABELS[orderType] ?? orderType;
}
