import type { PublicPasteMetadata, PublicPasteView } from '@satchel/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A share as the public sees it: content with its access token, or only metadata when locked. */
export type PublicPaste = PublicPasteMetadata | PublicPasteView;

export function hasContent(paste: PublicPaste): paste is PublicPasteView {
  return 'content' in paste && typeof paste.content === 'string';
}

export const publicPasteQueryKey = (slug: string) => ['pastes', 'public', slug] as const;

/**
 * `GET /paste/{slug}`. Without a token this counts a view (api.md §4.3); with the access token of an
 * earlier answer it re-reads without counting. Sent without credentials? No: the stored credential
 * only lets the server compute `can_edit`.
 */
export function getPublicPaste(slug: string, token?: string): Promise<PublicPaste> {
  return apiClient.get<PublicPaste>(`/paste/${encodeURIComponent(slug)}`, {
    query: token ? { token } : undefined,
  });
}

/** `POST /paste/{slug} {password}`: the right password counts a view and returns content + token. */
export function unlockPaste({
  slug,
  password,
}: {
  slug: string;
  password: string;
}): Promise<PublicPasteView> {
  return apiClient.post<PublicPasteView>(`/paste/${encodeURIComponent(slug)}`, { password });
}

/**
 * The first read of a share counts a view, so it runs once (design.md §4.9): never retried, never
 * refetched on mount, focus or reconnect, and kept while the page lives. Re-reads use the token.
 */
export function publicPasteQueryOptions(slug: string) {
  return queryOptions({
    queryKey: publicPasteQueryKey(slug),
    queryFn: () => getPublicPaste(slug),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function usePublicPaste(slug: string) {
  return useQuery(publicPasteQueryOptions(slug));
}

/** Unlocks a protected share and stores the full view in place of its metadata. */
export function useUnlockPaste(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => unlockPaste({ slug, password }),
    onSuccess: (view) => queryClient.setQueryData(publicPasteQueryKey(slug), view),
  });
}

/** Reads the share again with its access token (no view counted), e.g. after an edit. */
export function useRereadPaste(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => getPublicPaste(slug, token),
    onSuccess: (view) => queryClient.setQueryData(publicPasteQueryKey(slug), view),
  });
}
