import type { CreatedPasteDto } from '@satchel/shared';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { AuthPrompt } from '../../auth/components/auth-prompt';
import { canAccessFeature, usePrincipal } from '../../auth/hooks/use-principal';
import { MarkdownEditor } from '../../editor/components/markdown-editor';
import { clearDraft, readDraft, writeDraft } from '../../editor/lib/draft-storage';
import { useCreatePaste } from '../api/create-paste';
import {
  defaultPasteOptions,
  hasPasteErrors,
  toCreatePasteBody,
  validatePasteForm,
  type PasteFormErrors,
  type PasteOptionsValues,
} from '../lib/paste-options';
import { PasteOptionsFields } from './paste-options-fields';
import { ShareResultCard } from './share-result-card';

/** How long after the last keystroke the draft is saved. */
const DRAFT_SAVE_DELAY_MS = 600;

/** `/`: write Markdown and share it (spec §2), or the sign-in prompt without `text` permission. */
export function CreatePastePage() {
  const { t } = useTranslation();
  const principal = usePrincipal();
  return (
    <section className="flex flex-col gap-6">
      <PageHeader title={t('paste.create.title')} description={t('paste.create.description')} />
      {canAccessFeature(principal, 'text') ? (
        <CreatePasteForm />
      ) : (
        <AuthPrompt feature="text" principal={principal} />
      )}
    </section>
  );
}

function CreatePasteForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const createPaste = useCreatePaste();
  const [content, setContent] = useState(readDraft);
  const [options, setOptions] = useState<PasteOptionsValues>(defaultPasteOptions);
  const [errors, setErrors] = useState<PasteFormErrors>({});
  const [slugServerError, setSlugServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedPasteDto | null>(null);
  const [isDraftSaveFailing, setIsDraftSaveFailing] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);

  // Autosave: the draft survives a reload until it is shared.
  useEffect(() => {
    const timer = window.setTimeout(() => setIsDraftSaveFailing(!writeDraft(content)), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [content]);

  useEffect(() => {
    if (created) resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [created]);

  const handleContentChange = (next: string) => {
    setContent(next);
    if (errors.content) setErrors((current) => ({ ...current, content: undefined }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nextErrors = validatePasteForm(content, options);
    setErrors(nextErrors);
    setSlugServerError(null);
    if (hasPasteErrors(nextErrors)) {
      toast.error(t('paste.validation.fixErrors'));
      return;
    }
    createPaste.mutate(toCreatePasteBody(content, options), {
      onSuccess: (paste) => {
        setCreated(paste);
        setContent('');
        clearDraft();
        setOptions(defaultPasteOptions());
        setErrors({});
        toast.success(t('paste.result.toast'));
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) {
          setSlugServerError(t('errors.slugTaken'));
          toast.error(t('errors.slugTaken'));
          return;
        }
        toast.error(t('paste.create.failed', { message: errorMessage(error, t('errors.requestFailed')) }));
      },
    });
  };

  return (
    <form
      className="flex flex-col gap-6"
      onSubmit={handleSubmit}
      noValidate
      aria-label={t('paste.create.formLabel')}
    >
      {created && (
        <div ref={resultRef} className="scroll-mt-24">
          <ShareResultCard paste={created} onDismiss={() => setCreated(null)} />
        </div>
      )}

      <div className="flex flex-col gap-1.5">
        <MarkdownEditor
          value={content}
          onChange={handleContentChange}
          label={t('paste.fields.content')}
          placeholder={t('paste.fields.contentPlaceholder')}
          error={errors.content ? t(errors.content) : null}
          canImport
        />
        {content !== '' && (
          <p className="px-1 text-xs text-zinc-500 dark:text-zinc-400">
            {isDraftSaveFailing ? t('editor.draft.tooLarge') : t('editor.draft.saved')}
          </p>
        )}
      </div>

      <Card className="p-5 sm:p-6">
        <h2 className="mb-4 text-base font-semibold text-zinc-900 dark:text-zinc-50">
          {t('paste.create.options')}
        </h2>
        <PasteOptionsFields
          values={options}
          errors={errors}
          slugServerError={slugServerError}
          onChange={(next) => {
            if (next.slug !== options.slug) setSlugServerError(null);
            setOptions(next);
          }}
          onErrorsChange={setErrors}
        />
        <div className="mt-6 flex justify-end border-t border-zinc-100 pt-5 dark:border-zinc-800">
          <Button type="submit" isLoading={createPaste.isPending} className="max-sm:w-full">
            {!createPaste.isPending && <Send aria-hidden="true" />}
            {t('paste.create.submit')}
          </Button>
        </div>
      </Card>
    </form>
  );
}
