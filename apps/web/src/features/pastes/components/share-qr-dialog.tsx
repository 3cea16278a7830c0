import { useTranslation } from 'react-i18next';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { ShareQrCode } from './share-qr-code';

/** The QR code of a share link in a dialog. */
export function ShareQrDialog({
  link,
  fileName,
  onClose,
}: {
  /** null closes the dialog. */
  link: string | null;
  fileName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('paste.qr.title')}</DialogTitle>
          <DialogDescription className="break-all">{link}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex justify-center pb-6">
          {link && <ShareQrCode value={link} fileName={fileName} size={220} />}
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
