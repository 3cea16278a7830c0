import type { PublicPasteView } from '@satchel/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { MarkdownEditor } from '../../editor/components/markdown-editor';
import type { PasteManagementArea } from '../api/management-area';
import { publicPasteQueryKey, useRereadPaste, type PublicPaste } from '../api/public-paste';
import { useUpdatePaste, type UpdatePasteRequest } from '../api/update-paste';
import { PASTE_LIMITS, validateContent, type PasteValidationKey } from '../lib/paste-options';

interface PasteEditPanelProps {
  paste: PublicPasteView;
  id: string;
  area: PasteManagementArea;
  onDone: () => void;
}

/**
 * Edits a share in place on its page (the admin or its creating key): `PUT /admin|user/pastes/{id}`,
 * then a re-read with the access token so no view is counted.
 */
export function PasteEditPanel({ paste, id, area, onDone }: PasteEditPanelProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const update = useUpdatePaste();
  const reread = useRereadPaste(paste.slug);
  const [content, setContent] = useState(paste.content);
  const [remark, setRemark] = useState(paste.remark ?? '');
  const [contentError, setContentError] = useState<PasteValidationKey | undefined>();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = validateContent(content);
    setContentError(error);
    if (error) return;
    const body: UpdatePasteRequest = {};
    if (content !== paste.content) body.content = content;
    if (remark.trim() !== (paste.remark ?? '')) body.remark = remark.trim();
    if (Object.keys(body).length === 0) {
      toast.info(t('paste.view.edit.unchanged'));
      onDone();
      return;
    }
    update.mutate(
      { area, id, body },
      {
        onSuccess: async (updated) => {
          try {
            await reread.mutateAsync(paste.access_token);
          } catch {
            // The token may have lapsed (1 h): show the saved values without reading again.
            queryClient.setQueryData<PublicPaste>(publicPasteQueryKey(paste.slug), (current) =>
              current && 'content' in current
                ? {
                    ...current,
                    content: updated.content,
                    remark: updated.remark,
                    updated_at: updated.updated_at,
                  }
                : current,
            );
          }
          toast.success(t('paste.view.edit.saved'));
          onDone();
        },
        onError: (failure) => {
          toast.error(
            t('paste.view.edit.failed', { message: errorMessage(failure, t('errors.requestFailed')) }),
          );
        },
      },
    );
  };

  const isSaving = update.isPending || reread.isPending;
  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
      <PageHeader
        title={t('paste.view.edit.title')}
        description={paste.slug}
        actions={
          <>
            <Button variant="outline" onClick={onDone} disabled={isSaving}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" isLoading={isSaving}>
              {t('paste.view.edit.save')}
            </Button>
          </>
        }
      />
      <FormField label={t('paste.view.edit.remark')}>
        {(control) => (
          <Input
            {...control}
            maxLength={PASTE_LIMITS.remarkMax}
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
          />
        )}
      </FormField>
      <MarkdownEditor
        value={content}
        onChange={(next) => {
          setContent(next);
          if (contentError) setContentError(undefined);
        }}
        label={t('paste.view.edit.content')}
        error={contentError ? t(contentError) : null}
      />
    </form>
  );
}
