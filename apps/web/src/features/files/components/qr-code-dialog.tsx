import { QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button, type ButtonProps } from '../../../components/ui/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';

const QR_SIZE_PX = 240;

/** Draws a QR code as a PNG data URL; the encoder is a lazy chunk, loaded on first use. */
async function renderQrCode(value: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(value, { width: QR_SIZE_PX * 2, margin: 1, errorCorrectionLevel: 'M' });
}

function QrImage({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ value: string; url: string | null; failed: boolean } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    renderQrCode(value).then(
      (url) => isCurrent && setState({ value, url, failed: false }),
      () => isCurrent && setState({ value, url: null, failed: true }),
    );
    return () => {
      isCurrent = false;
    };
  }, [value]);

  if (state?.value === value && state.failed) return <Alert tone="error">{t('fileShare.qr.failed')}</Alert>;
  if (state?.value !== value || !state.url) {
    return (
      <div className="flex size-60 items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <img
      src={state.url}
      alt={label}
      width={QR_SIZE_PX}
      height={QR_SIZE_PX}
      className="rounded-lg bg-white p-2 ring-1 ring-zinc-200 dark:ring-zinc-700"
    />
  );
}

/** A button that shows the QR code of a share link in a dialog. */
export function QrCodeButton({
  value,
  title,
  label,
  text,
  variant = 'ghost',
  size,
}: {
  value: string;
  /** What the code links to, e.g. the file name. */
  title: string;
  /** Accessible name of the button. */
  label: string;
  text?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size ?? (text ? 'sm' : 'icon-sm')}
        aria-label={label}
        title={label}
        onClick={() => setIsOpen(true)}
      >
        <QrCode aria-hidden="true" />
        {text}
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="sm:max-w-sm">
          <DialogHeader>
            <DialogTitle>{t('fileShare.qr.title')}</DialogTitle>
            <DialogDescription className="break-all">{title}</DialogDescription>
          </DialogHeader>
          <DialogBody className="flex flex-col items-center gap-3 pb-6">
            {isOpen && <QrImage value={value} label={t('fileShare.qr.imageLabel', { name: title })} />}
            <p className="max-w-full text-center font-mono text-xs break-all text-zinc-500 dark:text-zinc-400">
              {value}
            </p>
          </DialogBody>
        </DialogContent>
      </Dialog>
    </>
  );
}
