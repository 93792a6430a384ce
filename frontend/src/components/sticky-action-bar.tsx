import { Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Room kept free at the bar's right end for the assistant's round button (48 px, 16 px from the
 * window's corner), which floats over every provider page: the bar's buttons stay clear of it.
 */
const FLOATING_BUTTON_ROOM = 64;

export interface StickyActionBarProps {
  /** Its name for assistive technology, e.g. "Adjustment". */
  label: string;
  /** What the form comes to so far (e.g. "3 changes"), at the left. */
  summary: ReactNode;
  /** The buttons (Discard, then the form's submit), at the right. */
  children: ReactNode;
}

/**
 * The bar at the bottom of a long form: what it comes to and its buttons, kept at the bottom of
 * the window while the form scrolls under it (sticky, so at the form's end it sits in its place
 * below the last row instead of covering it). Put it last in the form's container.
 */
export function StickyActionBar({ label, summary, children }: StickyActionBarProps) {
  return (
    <Paper
      component="section"
      aria-label={label}
      shadow="md"
      withBorder
      radius="md"
      py="xs"
      pl="md"
      mt="md"
      data-sticky-bar
      style={{
        position: 'sticky',
        bottom: 'calc(var(--mantine-spacing-xs) + env(safe-area-inset-bottom))',
        // Over the page's content (and its table headers), under the header, menus and dialogs.
        zIndex: 90,
        paddingRight: FLOATING_BUTTON_ROOM,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="wrap" style={{ rowGap: 6 }}>
        <div style={{ minWidth: 0, flex: '1 1 140px' }}>{summary}</div>
        <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
