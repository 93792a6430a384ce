import { NumberInput, SimpleGrid } from '@mantine/core';

/** The largest minimum order quantity or case pack the server keeps. */
const MAX_ORDER_RULE = 1_000_000;

/** A minimum or case pack as typed: blank (none), or a whole number from 1 to 1,000,000. */
export function isOrderRule(value: number | string): boolean {
  return value === '' || (Number.isInteger(value) && +value >= 1 && +value <= MAX_ORDER_RULE);
}

/** What the server keeps for a field as typed: null for blank. */
export const asOrderRule = (value: number | string) => (value === '' ? null : Number(value));

interface RuleField {
  label: string;
  description: string;
  value: number | string;
  error: string | null | undefined;
  onChange: (value: number | string) => void;
}

/**
 * A minimum order quantity and a case pack side by side: a product's own (its drawer) or a
 * client's override (the client page). The texts are the caller's, in its own namespace.
 */
export function OrderRuleFields({
  minQuantity,
  casePack,
}: {
  minQuantity: RuleField;
  casePack: RuleField;
}) {
  return (
    <SimpleGrid cols={2} spacing="sm">
      {[minQuantity, casePack].map((field) => (
        <NumberInput
          key={field.label}
          label={field.label}
          description={field.description}
          min={1}
          max={MAX_ORDER_RULE}
          allowDecimal={false}
          allowNegative={false}
          // Not pulled into range on leaving the field: a figure out of it is said beside it.
          clampBehavior="none"
          value={field.value}
          error={field.error}
          onChange={field.onChange}
        />
      ))}
    </SimpleGrid>
  );
}
