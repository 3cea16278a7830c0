import { WEBDAV_UPLOAD_MODES, type SystemSettingsDto, type WebdavUploadMode } from '@satchel/shared';
import { RefreshCw, Save } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useSystemSettings } from '../api/get-system-settings';
import { useUpdateSystemSettings } from '../api/update-system-settings';
import { displayUploadSize, parseUploadSize, UPLOAD_SIZE_UNITS, type UploadSizeUnit } from '../upload-size';

/** Max upload size and WebDAV upload mode (api.md §3.7). */
export function UploadSettingsCard() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.upload.title')}</CardTitle>
        <CardDescription>{t('settings.upload.description')}</CardDescription>
      </CardHeader>
      {settings.isPending ? (
        <CardContent className="flex justify-center py-10">
          <Spinner label={t('common.loading')} />
        </CardContent>
      ) : settings.isError ? (
        <CardContent>
          <Alert tone="error">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>
                {t('settings.errors.load', {
                  message: errorMessage(settings.error, t('errors.requestFailed')),
                })}
              </span>
              <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
                <RefreshCw aria-hidden="true" />
                {t('common.retry')}
              </Button>
            </div>
          </Alert>
        </CardContent>
      ) : (
        // Keyed by the saved version, so the form restarts from fresh server values.
        <UploadSettingsForm key={settings.data.updated_at ?? 'initial'} settings={settings.data} />
      )}
    </Card>
  );
}

function UploadSettingsForm({ settings }: { settings: SystemSettingsDto }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateSystemSettings();
  const initialSize = displayUploadSize(settings.max_upload_size);
  const [sizeText, setSizeText] = useState(initialSize.value);
  const [unit, setUnit] = useState<UploadSizeUnit>(initialSize.unit);
  const [mode, setMode] = useState<WebdavUploadMode>(settings.webdav_upload_mode);
  const [showErrors, setShowErrors] = useState(false);

  const parsed = parseUploadSize(sizeText, unit);
  const sizeError = showErrors && !parsed.ok ? t(parsed.error) : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setShowErrors(true);
    if (!parsed.ok) return;
    update.mutate(
      { max_upload_size: parsed.megabytes, webdav_upload_mode: mode },
      { onSuccess: () => toast.success(t('settings.upload.saved')) },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-2">
          <FormField
            label={t('settings.upload.maxSize')}
            error={sizeError}
            hint={
              parsed.ok
                ? t('settings.upload.effective', { megabytes: parsed.megabytes.toLocaleString() })
                : t('settings.upload.maxSizeHint')
            }
          >
            {(control) => (
              <div className="flex gap-2">
                <Input
                  {...control}
                  name="max-upload-size"
                  inputMode="numeric"
                  className="max-w-48"
                  value={sizeText}
                  onChange={(event) => setSizeText(event.target.value)}
                />
                <Select value={unit} onValueChange={(value) => setUnit(value as UploadSizeUnit)}>
                  <SelectTrigger className="w-24" aria-label={t('settings.upload.unit')}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {UPLOAD_SIZE_UNITS.map((option) => (
                      <SelectItem key={option} value={option}>
                        {option}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
            )}
          </FormField>
        </div>

        <FormField
          label={t('settings.upload.webdavMode')}
          hint={t(`settings.upload.modes.${mode}.description`)}
        >
          {(control) => (
            <Select value={mode} onValueChange={(value) => setMode(value as WebdavUploadMode)}>
              <SelectTrigger
                id={control.id}
                aria-describedby={control['aria-describedby']}
                className="w-full max-w-sm"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {WEBDAV_UPLOAD_MODES.map((option) => (
                  <SelectItem
                    key={option}
                    value={option}
                    description={t(`settings.upload.modes.${option}.description`)}
                  >
                    {t(`settings.upload.modes.${option}.label`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>

        {update.isError && (
          <Alert tone="error">
            {t('settings.errors.save', { message: errorMessage(update.error, t('errors.requestFailed')) })}
          </Alert>
        )}
      </CardContent>
      <CardFooter>
        <Button type="submit" isLoading={update.isPending}>
          {!update.isPending && <Save aria-hidden="true" />}
          {t('common.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
