/**
 * The address a phone number calls: its digits, with the leading + of an international number;
 * the signs it is written with (spaces, brackets, dashes, dots, slashes) left out, as dialling
 * ignores them.
 */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}
