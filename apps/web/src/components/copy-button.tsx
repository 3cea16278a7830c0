import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard';
import { Button, type ButtonProps } from './ui/button';
import { useToast } from './ui/toast';

const COPIED_FEEDBACK_MS = 2000;

interface CopyButtonProps extends Omit<ButtonProps, 'onClick'> {
  value: string;
  /** Accessible name, e.g. "Copy key for backup-script". */
  label: string;
  /** Visible text next to the icon; icon-only when absent. */
  text?: string;
  /** Message when the copy fails (spec §8: copy failure). */
  failureMessage?: string;
}

/** Copies a value and confirms with a tick; a failure is reported as a toast. */
export function CopyButton({
  value,
  label,
  text,
  failureMessage,
  variant = 'ghost',
  size,
  ...props
}: CopyButtonProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [isCopied, setIsCopied] = useState(false);

  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setIsCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [isCopied]);

  const handleCopy = async () => {
    if (await copyText(value)) {
      setIsCopied(true);
      toast.success(t('common.copied'));
    } else {
      toast.error(failureMessage ?? t('common.copyFailed'));
    }
  };

  const Icon = isCopied ? Check : Copy;
  return (
    <Button
      variant={variant}
      size={size ?? (text ? 'sm' : 'icon-sm')}
      aria-label={label}
      title={label}
      onClick={() => void handleCopy()}
      {...props}
    >
      <Icon className={isCopied ? 'text-emerald-600 dark:text-emerald-400' : undefined} aria-hidden="true" />
      {text}
    </Button>
  );
}
