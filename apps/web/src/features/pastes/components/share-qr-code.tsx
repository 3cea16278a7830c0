import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

interface ShareQrCodeProps {
  /** The text to encode (the share link). */
  value: string;
  /** Name of the downloaded PNG, without extension. */
  fileName: string;
  size?: number;
  className?: string;
}

/** A QR code drawn on a canvas (the `qrcode` package, loaded on demand), downloadable as PNG. */
export function ShareQrCode({ value, fileName, size = 176, className }: ShareQrCodeProps) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isCurrent = true;
    setStatus('loading');
    import('qrcode')
      .then((qrcode) =>
        qrcode.toCanvas(canvasRef.current, value, {
          width: size,
          margin: 2,
          errorCorrectionLevel: 'M',
          color: { dark: '#18181b', light: '#ffffff' },
        }),
      )
      .then(
        () => isCurrent && setStatus('ready'),
        () => isCurrent && setStatus('failed'),
      );
    return () => {
      isCurrent = false;
    };
  }, [value, size]);

  const handleDownload = () => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const link = document.createElement('a');
    link.href = canvas.toDataURL('image/png');
    link.download = `${fileName}.png`;
    link.click();
  };

  return (
    <div className={cn('flex flex-col items-center gap-3', className)}>
      <div
        className="relative flex items-center justify-center rounded-lg bg-white p-1 ring-1 ring-zinc-200 dark:ring-zinc-700"
        style={{ width: size + 8, height: size + 8 }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('paste.qr.imageLabel', { link: value })}
          className={cn(status !== 'ready' && 'invisible')}
        />
        {status === 'loading' && <Spinner className="absolute" label={t('common.loading')} />}
        {status === 'failed' && (
          <p className="absolute px-3 text-center text-xs text-red-600">{t('paste.qr.failed')}</p>
        )}
      </div>
      <Button variant="outline" size="sm" onClick={handleDownload} disabled={status !== 'ready'}>
        <Download aria-hidden="true" />
        {t('paste.qr.download')}
      </Button>
    </div>
  );
}
