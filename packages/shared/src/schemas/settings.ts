import { z } from 'zod';
import { MAX_UPLOAD_SIZE_MB_MAX, MAX_UPLOAD_SIZE_MB_MIN, WEBDAV_UPLOAD_MODES } from '../limits.js';

export type WebdavUploadMode = (typeof WEBDAV_UPLOAD_MODES)[number];

/** `PUT /admin/system-settings` (api.md §3.7), partial. */
export const updateSystemSettingsBodySchema = z.object({
  max_upload_size: z
    .number({ error: 'max_upload_size must be a positive integer (MB)' })
    .int('max_upload_size must be a positive integer (MB)')
    .min(MAX_UPLOAD_SIZE_MB_MIN, 'max_upload_size must be a positive integer (MB)')
    .max(MAX_UPLOAD_SIZE_MB_MAX, `max_upload_size must be at most ${MAX_UPLOAD_SIZE_MB_MAX} MB`)
    .optional(),
  webdav_upload_mode: z
    .enum(WEBDAV_UPLOAD_MODES, {
      error: `webdav_upload_mode must be one of ${WEBDAV_UPLOAD_MODES.join(', ')}`,
    })
    .optional(),
});
export type UpdateSystemSettingsBody = z.infer<typeof updateSystemSettingsBodySchema>;

export interface SystemSettingsDto {
  max_upload_size: number;
  webdav_upload_mode: WebdavUploadMode;
  updated_at: string | null;
}
