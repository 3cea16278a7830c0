import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from './button';

const dangerTone =
  'text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10';

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'title'> {
  icon: LucideIcon;
  /** Accessible name, also shown as the tooltip. */
  label: string;
  /** `danger` colours a destructive action (delete) red. */
  tone?: 'default' | 'danger';
}

/** An icon-only row action (ghost, small by default) named by `label`. */
export function IconButton({
  icon: Icon,
  label,
  tone = 'default',
  variant = 'ghost',
  size = 'icon-sm',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      className={cn(tone === 'danger' && dangerTone, className)}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}
