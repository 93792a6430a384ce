import { Box, Drawer } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * The portal's sheets (the cart, quick order, saved lists): from the bottom on a phone, in reach
 * of a thumb, and a panel on the right on a wide screen.
 */
export function Sheet({
  opened,
  onClose,
  title,
  phone,
  size,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  phone: boolean;
  /** How much of the phone's height, and the panel's width on a wide screen. */
  size: { phone: string; wide: string };
  children: ReactNode;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={title}
      position={phone ? 'bottom' : 'right'}
      size={phone ? size.phone : size.wide}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {children}
    </Drawer>
  );
}

/** A sheet's buttons, kept at its bottom as its content scrolls. */
export function SheetActions({ children }: { children: ReactNode }) {
  return (
    <Box
      py="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {children}
    </Box>
  );
}
