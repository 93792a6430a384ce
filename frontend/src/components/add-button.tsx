import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';

export interface AddButtonProps {
  /** Names what the button creates, e.g. "New product". */
  label: string;
  onClick?: () => void;
  disabled?: boolean;
  size?: ActionIconProps['size'];
  variant?: ActionIconProps['variant'];
}

/** The plus button of list screens and detail blocks. */
export function AddButton({
  label,
  onClick,
  disabled,
  size = 'lg',
  variant = 'filled',
}: AddButtonProps) {
  return (
    <ActionIcon
      size={size}
      variant={variant}
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
    >
      <IconPlus size={size === 'lg' ? 20 : 16} />
    </ActionIcon>
  );
}
