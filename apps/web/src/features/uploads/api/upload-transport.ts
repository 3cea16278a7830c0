import type { FileShareDto, PresignUploadDto } from '@satchel/shared';
import { apiClient } from '../../../lib/api-client';
import { deleteFile } from '../../files/api/delete-file';
import type { UploadTransport } from '../upload-flow';

/** The real calls of an upload (api.md §3.4), all through lib/api-client. */
export const uploadTransport: UploadTransport = {
  presign: (body, signal) => apiClient.post<PresignUploadDto>('/s3/presign', body, { signal }),
  putToStorage: (url, file, options) =>
    apiClient.putToStorage(url, {
      body: file,
      headers: options.headers,
      signal: options.signal,
      onProgress: options.onProgress,
    }),
  commit: (body, signal) => apiClient.post<FileShareDto>('/s3/commit', body, { signal }),
  formUpload: (form, options) =>
    apiClient.upload<FileShareDto>('/upload', {
      body: form,
      signal: options.signal,
      onProgress: options.onProgress,
    }),
  deleteFile,
};
