import type { FileShareDto } from '@satchel/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { filesBasePath } from './files-base-path';

export const filesQueryKeyRoot = ['files'] as const;

export interface FilesPage {
  items: FileShareDto[];
  pagination: {
    total: number;
    limit: number;
    offset: number;
    page: number;
    total_pages: number;
    has_more: boolean;
  };
}

export interface FilesQuery {
  page: number;
  limit: number;
  search: string;
}

/** `GET /admin|user/files?page&limit&search`: committed shares, newest first (api.md §3.4). */
export function getFiles(query: FilesQuery): Promise<FilesPage> {
  return apiClient.get<FilesPage>(filesBasePath(), {
    query: { page: query.page, limit: query.limit, search: query.search.trim() || undefined },
  });
}

export function filesQueryOptions(query: FilesQuery) {
  // The base path is part of the key: the admin and a key user never share a cached page.
  return queryOptions({
    queryKey: [...filesQueryKeyRoot, filesBasePath(), query] as const,
    queryFn: () => getFiles(query),
    placeholderData: keepPreviousData,
  });
}

export function useFiles(query: FilesQuery) {
  return useQuery(filesQueryOptions(query));
}
