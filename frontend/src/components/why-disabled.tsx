import { Box, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

export interface WhyDisabledProps {
  /** Why the control is out of reach (the server's refusal); none: the control as it is. */
  reason: string | null | undefined;
  children: ReactNode;
}

/**
 * A control the member may not use, with a tooltip saying why. The caller disables the control
 * itself; the tooltip hangs on a wrapper, which still sees the pointer over a disabled control.
 */
export function WhyDisabled({ reason, children }: WhyDisabledProps) {
  if (!reason) return children;
  return (
    <Tooltip label={reason} withArrow multiline maw={280}>
      <Box component="span" display="inline-block" w="fit-content" data-why-disabled>
        {children}
      </Box>
    </Tooltip>
  );
}
