import type { CreatedPasteDto } from '@satchel/shared';
import { CheckCircle2, ExternalLink, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../components/copy-button';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { paths } from '../../../config/paths';
import { shareableRawLink, shareLink } from '../lib/share-links';
import { ShareMeta } from './share-meta';
import { ShareQrCode } from './share-qr-code';

/** What a new share looks like: its links, QR code and limits. */
export function ShareResultCard({ paste, onDismiss }: { paste: CreatedPasteDto; onDismiss: () => void }) {
  const { t } = useTranslation();
  const link = shareLink(paste);
  const rawLink = shareableRawLink(paste);
  return (
    <Card
      className="border-emerald-200 p-5 sm:p-6 dark:border-emerald-500/30"
      aria-labelledby="share-result-title"
      role="region"
    >
      <div className="flex flex-col gap-6 md:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
            <h2 id="share-result-title" className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
              {t('paste.result.title')}
            </h2>
          </div>

          <LinkField
            id="share-result-link"
            label={t('paste.result.link')}
            value={link}
            copyLabel={t('paste.actions.copyLink')}
          >
            <Button variant="outline" size="icon" asChild>
              <Link
                to={paths.paste(paste.slug)}
                aria-label={t('paste.result.open')}
                title={t('paste.result.open')}
              >
                <ExternalLink aria-hidden="true" />
              </Link>
            </Button>
          </LinkField>

          {rawLink ? (
            <LinkField
              id="share-result-raw"
              label={t('paste.result.rawLink')}
              value={rawLink}
              copyLabel={t('paste.actions.copyRawLink')}
              hint={t('paste.result.rawLinkCounts')}
            />
          ) : (
            <Alert tone="info">{t('paste.result.rawLinkProtected')}</Alert>
          )}

          <ShareMeta
            expiresAt={paste.expires_at}
            maxViews={paste.max_views}
            hasPassword={paste.has_password}
          />

          <div>
            <Button variant="secondary" onClick={onDismiss}>
              <Plus aria-hidden="true" />
              {t('paste.result.createAnother')}
            </Button>
          </div>
        </div>
        <ShareQrCode
          value={link}
          fileName={`paste-${paste.slug}-qr`}
          className="md:border-s md:border-zinc-100 md:ps-6 dark:md:border-zinc-800"
        />
      </div>
    </Card>
  );
}

/** A read-only link with a copy button; `children` are more actions after it, `hint` a note below. */
function LinkField({
  id,
  label,
  value,
  copyLabel,
  hint,
  children,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
  hint?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono"
          onFocus={(event) => event.target.select()}
        />
        <CopyButton value={value} label={copyLabel} text={t('common.copy')} variant="outline" size="md" />
        {children}
      </div>
      {hint && <p className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>}
    </div>
  );
}
