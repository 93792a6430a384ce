import { useParams } from 'react-router';
import { useProviderSettings } from '../api/provider-settings';
import { type DateInput, type Formats, formatsFor } from './format';

/**
 * The provider's formats (lib/format.ts), from its business settings; the defaults (en-US, USD)
 * while they load and where there is no provider.
 */
export function useFormats(providerId: string | null | undefined): Formats {
  const { data } = useProviderSettings(providerId);
  return formatsFor(data?.locale, data?.currency);
}

/**
 * The formats of the provider whose screen this is (the route's :providerId), for shared parts
 * that are not told their provider; the defaults in the client portal, which cannot read the
 * provider's settings.
 */
export function useRouteFormats(): Formats {
  return useFormats(useParams().providerId);
}

/**
 * A day, as a list's cell writes it: list columns are declared once, outside the screen, so the
 * cell asks the route's provider for its formats itself.
 */
export function DateText({ value }: { value: DateInput }): string {
  return useRouteFormats().date(value);
}

/** A day and time to the minute, as a list's cell writes it (see DateText). */
export function DateTimeText({ value }: { value: DateInput }): string {
  return useRouteFormats().dateTime(value);
}

/** A moment to the second, as an audit list's cell writes it (see DateText). */
export function MomentText({ value }: { value: DateInput }): string {
  return useRouteFormats().moment(value);
}
