import {
  ActionIcon,
  Avatar,
  Box,
  Button,
  Group,
  Indicator,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhoto, IconShoppingCart, IconTrash } from '@tabler/icons-react';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderFormProduct } from '../api/order-form-api';
import { ORDER_FORM } from '../messages';
import { Sheet } from './sheet';

/** How tall the checkout bar is, kept free below the form so it never covers its end. */
export const CHECKOUT_BAR_ROOM = 76;

/** How much taller the bar is while it says what is missing to the minimum order value. */
export const CHECKOUT_NOTE_ROOM = 28;

export interface CartSummary {
  /** Products with a quantity. */
  lines: number;
  /** Their quantities together. */
  units: number;
  /** The order's total, written as money. */
  total: string;
}

/**
 * The portal's checkout bar (issue 37), fixed at the bottom of the screen: the cart (it opens the
 * cart drawer), the total, and Create (docs/product.md §2.6), all in reach of one thumb. It sits
 * inside the order form, so Create submits it as the form's own button did.
 */
export function CheckoutBar({
  summary,
  busy,
  onOpenCart,
  shortOfMinimum = null,
}: {
  summary: CartSummary;
  busy: boolean;
  onOpenCart: () => void;
  /**
   * What is missing to the provider's minimum order value ("Add $20.00 more to reach the
   * $100.00 minimum order"), said above the bar; Create waits until it is met. Null: nothing.
   */
  shortOfMinimum?: string | null;
}) {
  const { t } = useTranslation(ORDER_FORM);
  const noteId = useId();
  return (
    <Paper
      component="section"
      aria-label={t('checkout.label')}
      shadow="md"
      withBorder
      radius={0}
      px="md"
      py="sm"
      style={{
        position: 'fixed',
        bottom: 0,
        // Beside the side menu on a wide screen, the whole width on a phone.
        left: 'var(--app-shell-navbar-offset, 0rem)',
        right: 0,
        zIndex: 150,
        paddingBottom: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))',
      }}
    >
      {shortOfMinimum ? (
        <Text id={noteId} size="sm" fw={600} ta="center" mb={6} maw={1140} mx="auto">
          {shortOfMinimum}
        </Text>
      ) : null}
      <Group justify="space-between" wrap="nowrap" gap="sm" maw={1140} mx="auto">
        <Group wrap="nowrap" gap="sm" miw={0}>
          <Indicator
            label={<span aria-hidden>{summary.lines}</span>}
            size={20}
            offset={4}
            disabled={summary.lines === 0}
          >
            <Button
              variant="default"
              size="md"
              px="sm"
              leftSection={<IconShoppingCart size={20} />}
              // Read out as "Cart, 3 lines"; the count on its corner is for the eye.
              aria-label={t('checkout.cartLines', { count: summary.lines })}
              onClick={onOpenCart}
            >
              {t('checkout.cart')}
            </Button>
          </Indicator>
          <Stack gap={0} miw={0}>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {t('checkout.total', { total: summary.total })}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('checkout.units', { count: summary.units })}
            </Text>
          </Stack>
        </Group>
        <Button
          type="submit"
          size="md"
          loading={busy}
          disabled={Boolean(shortOfMinimum)}
          aria-describedby={shortOfMinimum ? noteId : undefined}
        >
          {t('checkout.create')}
        </Button>
      </Group>
    </Paper>
  );
}

/** One line of the cart drawer: the product, its quantity control and what the line comes to. */
export interface CartItem {
  product: OrderFormProduct;
  /** Its price's label ("$2.00 (VIP)"), or null where the form shows no price. */
  priceLabel: string | null;
  /** What the line comes to, written as money; null without a price. */
  amount: string | null;
  quantity: ReactNode;
  onRemove: () => void;
}

/**
 * What the page adds under the cart's lines (the portal's Save as list): given by the page around
 * the order form, which draws the drawer, so the form needs no prop for it. None by default.
 */
export const CartDrawerExtra = createContext<ReactNode>(null);

/** What the cart's side action is given: the buyer's lines and provider, and what to do after. */
export interface CartActionInput {
  clientKey: string;
  providerId: string;
  lines: readonly { id: string; quantity: number }[];
  /** Empties the cart (its lines went elsewhere, e.g. into a request for a quote). */
  clear: () => void;
}

/** A second action beside Create (Request a quote), drawn by the route around the page. */
export type CartAction = (input: CartActionInput) => ReactNode;

/** The side action as drawn, given by the page around the order form. None by default. */
export const CartSideAction = createContext<ReactNode>(null);

/**
 * The cart (issue 37): the lines chosen so far, each changed or removed here, the total and
 * Create. A sheet from the bottom on a phone, a panel on the right on a wide screen.
 */
export function CartDrawer({
  opened,
  onClose,
  items,
  summary,
  busy,
  onCreate,
  phone,
  shortOfMinimum = null,
}: {
  opened: boolean;
  onClose: () => void;
  items: CartItem[];
  summary: CartSummary;
  busy: boolean;
  onCreate: () => void;
  phone: boolean;
  /** What is missing to the minimum order value, as the checkout bar says it; Create waits. */
  shortOfMinimum?: string | null;
}) {
  const { t } = useTranslation(ORDER_FORM);
  const noteId = useId();
  const extra = useContext(CartDrawerExtra);
  const side = useContext(CartSideAction);
  const second = items.length > 0 ? side : null;
  return (
    <Sheet
      opened={opened}
      onClose={onClose}
      title={t('cart.title')}
      phone={phone}
      size={{ phone: '85%', wide: 'md' }}
    >
      <Stack gap="md">
        {items.length === 0 ? (
          <Text c="dimmed">{t('cart.empty')}</Text>
        ) : (
          <Stack
            component="ul"
            aria-label={t('cart.lines')}
            gap="sm"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.map(({ product, priceLabel, amount, quantity, onRemove }) => (
              <Box
                component="li"
                key={product.id}
                pb="sm"
                style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={product.thumbnail ?? product.photo} alt="" radius="sm" size={40}>
                    <IconPhoto size={18} />
                  </Avatar>
                  <Stack gap={0} miw={0} style={{ flex: 1 }}>
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {product.name}
                    </Text>
                    {priceLabel ? (
                      <Text size="xs" c="dimmed">
                        {priceLabel}
                      </Text>
                    ) : null}
                  </Stack>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={44}
                    aria-label={t('cart.remove', { name: product.name })}
                    onClick={onRemove}
                  >
                    <IconTrash size={20} />
                  </ActionIcon>
                </Group>
                <Group justify="space-between" wrap="nowrap" mt="xs" gap="xs">
                  {quantity}
                  {amount ? (
                    <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {amount}
                    </Text>
                  ) : null}
                </Group>
              </Box>
            ))}
          </Stack>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('checkout.total', { total: summary.total })}</Text>
          <Text c="dimmed" size="sm">
            {t('cart.summary', {
              lines: t('cart.lineCount', { count: summary.lines }),
              units: t('checkout.units', { count: summary.units }),
            })}
          </Text>
        </Group>
        {shortOfMinimum ? (
          <Text id={noteId} size="sm" fw={600}>
            {shortOfMinimum}
          </Text>
        ) : null}
        {/* Create across the sheet; the others under it, side by side where there is room. */}
        <Stack gap="xs">
          <Button
            size="md"
            fullWidth
            loading={busy}
            disabled={Boolean(shortOfMinimum)}
            aria-describedby={shortOfMinimum ? noteId : undefined}
            onClick={onCreate}
          >
            {t('cart.create')}
          </Button>
          <SimpleGrid cols={second ? { base: 1, xs: 2 } : 1} spacing="xs" verticalSpacing="xs">
            {second}
            <Button variant="default" size="md" onClick={onClose}>
              {t('cart.keepOrdering')}
            </Button>
          </SimpleGrid>
        </Stack>
        {items.length > 0 ? extra : null}
      </Stack>
    </Sheet>
  );
}
