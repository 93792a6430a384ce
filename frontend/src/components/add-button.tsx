import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { WhyDisabled } from './why-disabled';

export interface AddButtonProps {
  /** Names what the button creates, e.g. "New product". */
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  /** Why the member may not create it: the button is disabled, with this as its tooltip. */
  disabledReason?: string | null;
  size?: ActionIconProps['size'];
  variant?: ActionIconProps['variant'];
}

/** The plus button of list screens and detail blocks. */
export function AddButton({
  label,
  onClick,
  disabled,
  disabledReason,
  size = 'lg',
  variant = 'filled',
}: AddButtonProps) {
  return (
    <WhyDisabled reason={disabledReason}>
      <ActionIcon
        size={size}
        variant={variant}
        aria-label={label}
        onClick={onClick}
        disabled={disabled || Boolean(disabledReason)}
      >
        <IconPlus size={size === 'lg' ? 20 : 16} />
      </ActionIcon>
    </WhyDisabled>
  );
}
