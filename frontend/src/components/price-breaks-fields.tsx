import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** The most breaks the server keeps for a product or a client. */
export const MAX_PRICE_BREAKS = 10;
const MAX_BREAK_QUANTITY = 1_000_000;

/** A break as typed: blank while being written. */
export interface BreakRow {
  minQuantity: number | string;
  price: number | string;
}

/** A break as the API keeps it. */
export interface PriceBreakInput {
  min_quantity: number;
  price: number;
}

export const asBreakRows = (breaks: readonly PriceBreakInput[] | undefined): BreakRow[] =>
  (breaks ?? []).map((each) => ({ minQuantity: each.min_quantity, price: each.price }));

/** What the server keeps for the rows as typed: blank rows left out. */
export const asPriceBreaks = (rows: readonly BreakRow[]): PriceBreakInput[] =>
  rows
    .filter((row) => row.minQuantity !== '' || row.price !== '')
    .map((row) => ({ min_quantity: Number(row.minQuantity), price: Number(row.price) }));

/**
 * What is wrong with the rows, as the server would refuse it: `minimum` (a whole number from 2
 * to 1,000,000), `rising` (each minimum above the one before), `price` (an amount, not
 * negative); null when fine. Rows left wholly blank are not sent, so not checked.
 */
export function breakRowsProblem(rows: readonly BreakRow[]): 'minimum' | 'rising' | 'price' | null {
  let previous = 0;
  for (const row of rows) {
    if (row.minQuantity === '' && row.price === '') continue;
    const minimum = Number(row.minQuantity);
    if (
      row.minQuantity === '' ||
      !Number.isInteger(minimum) ||
      minimum < 2 ||
      minimum > MAX_BREAK_QUANTITY
    )
      return 'minimum';
    if (minimum <= previous) return 'rising';
    if (row.price === '' || !Number.isFinite(Number(row.price)) || Number(row.price) < 0)
      return 'price';
    previous = minimum;
  }
  return null;
}

export interface PriceBreaksTexts {
  /** The list's title ("Quantity breaks") and what it does. */
  title: string;
  hint: string;
  minimum: string;
  price: string;
  /** "Remove the break from 12" */
  remove: (minimum: string) => string;
  add: string;
}

/**
 * Quantity-break prices as a small list of rows (minimum, price, remove) and Add: a product's
 * own (its drawer) or a client's for one product (the client page). The texts are the
 * caller's, in its own namespace.
 */
export function PriceBreaksFields({
  rows,
  onChange,
  error,
  texts,
}: {
  rows: BreakRow[];
  onChange: (rows: BreakRow[]) => void;
  error?: string | null;
  texts: PriceBreaksTexts;
}) {
  const change = (index: number, patch: Partial<BreakRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6} role="group" aria-label={texts.title}>
      <div>
        <Text size="sm" fw={500}>
          {texts.title}
        </Text>
        <Text size="xs" c="dimmed">
          {texts.hint}
        </Text>
      </div>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own while typed
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <NumberInput
            label={texts.minimum}
            min={2}
            max={MAX_BREAK_QUANTITY}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            suffix="+"
            value={row.minQuantity}
            onChange={(value) => change(index, { minQuantity: value })}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={texts.price}
            prefix="$"
            min={0}
            step={0.01}
            decimalScale={2}
            allowNegative={false}
            value={row.price}
            onChange={(value) => change(index, { price: value })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size={36}
            aria-label={texts.remove(String(row.minQuantity))}
            onClick={() => onChange(rows.filter((_, i) => i !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} aria-hidden />}
        disabled={rows.length >= MAX_PRICE_BREAKS}
        onClick={() => onChange([...rows, { minQuantity: '', price: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {texts.add}
      </Button>
    </Stack>
  );
}
