import { useMemo, useState } from 'react';
import { useActiveFields } from '../../../api/custom-fields';
import { useLocations } from '../../../api/locations';
import type { FieldFilters } from '../api/inventory-api';
import { ALL } from '../grid';

/**
 * What the Inventory grid shows, in either mode: the active locations and the one chosen (a single
 * active location is chosen by itself, docs/product.md §2.7), the SELECT fields of products and
 * the options chosen to filter by, and the page.
 */
export function useGridScope(providerId: string) {
  const locations = useLocations(providerId);
  const fields = useActiveFields(providerId, 'PRODUCTS');

  const activeLocations = useMemo(
    () => (locations.data ?? []).filter((location) => location.active),
    [locations.data],
  );
  const selectFields = useMemo(
    () => (fields.data ?? []).filter((field) => field.field_type === 'SELECT'),
    [fields.data],
  );

  // A single active location is auto-selected; otherwise All locations until one is chosen.
  const [chosenLocation, setChosenLocation] = useState<string | null>(null);
  const autoLocation = activeLocations.length === 1 ? activeLocations[0].id : ALL;
  const locationFilter =
    chosenLocation &&
    (chosenLocation === ALL || activeLocations.some((l) => l.id === chosenLocation))
      ? chosenLocation
      : autoLocation;
  const [fieldFilters, setFieldFilters] = useState<Record<string, string | null>>({});
  // Only the options chosen for fields still active filter the grid.
  const filters = useMemo(() => {
    const chosen: FieldFilters = {};
    for (const field of selectFields) {
      const wanted = fieldFilters[field.id];
      if (wanted) chosen[field.id] = wanted;
    }
    return chosen;
  }, [selectFields, fieldFilters]);
  const [page, setPage] = useState(0);

  const shownLocations =
    locationFilter === ALL
      ? activeLocations
      : activeLocations.filter((location) => location.id === locationFilter);

  return {
    locationsPending: locations.isPending,
    activeLocations,
    selectFields,
    locationFilter,
    setChosenLocation,
    fieldFilters,
    /** Chooses an option of a field to filter by (null: all), back to the first page. */
    setFieldFilter: (fieldId: string, value: string | null) => {
      setFieldFilters((current) => ({ ...current, [fieldId]: value }));
      setPage(0);
    },
    filters,
    page,
    setPage,
    shownLocations,
  };
}
