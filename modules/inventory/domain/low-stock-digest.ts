/**
 * The daily low-stock digest: one mail a day to a provider's owner while anything is at or
 * below its minimum, listing each such stock with what to order.
 */

/** Lines a digest lists at the most; the rest are counted and left to the Low stock screen. */
export const DIGEST_LINES = 200;

export interface DigestLine {
  productName: string;
  locationName: string;
  available: number;
  minimum: number;
  suggested: number;
}

/** Whether the day's digest is due at `now`: from the configured hour (UTC) on; -1, never. */
export function isDigestDue(now: Date, hour: number): boolean {
  return hour >= 0 && now.getUTCHours() >= hour;
}

/** The day a digest is for (UTC), which also makes it once a day. */
export function digestDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function digestMail(
  providerName: string,
  lines: readonly DigestLine[],
  total: number,
  screenUrl: string,
): { subject: string; text: string } {
  const items = total === 1 ? '1 item' : `${total} items`;
  const listed = lines.map(
    (line) =>
      `- ${line.productName} at ${line.locationName}: ${line.available} available, minimum ${line.minimum}, order ${line.suggested}`,
  );
  const more = total > lines.length ? [`…and ${total - lines.length} more.`] : [];
  return {
    subject: `${providerName}: ${items} low on stock`,
    text: [
      `${items} of ${providerName} ${total === 1 ? 'is' : 'are'} at or below the minimum:`,
      '',
      ...listed,
      ...more,
      '',
      `See them all: ${screenUrl}`,
    ].join('\n'),
  };
}
