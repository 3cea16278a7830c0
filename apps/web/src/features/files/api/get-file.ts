import type { FileShareDetailsDto } from '@satchel/shared';
import { apiClient } from '../../../lib/api-client';
import { fileManagementPath } from './files-base-path';

/** `GET /admin|user/files/{id}`: details with fresh signed URLs; never counts a view (api.md §3.0). */
export function getFileDetails(id: string): Promise<FileShareDetailsDto> {
  return apiClient.get<FileShareDetailsDto>(fileManagementPath(id));
}
