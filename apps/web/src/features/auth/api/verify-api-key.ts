import type { ApiKeyCheckResult } from '@satchel/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** `GET /test/api-key` with a candidate key that is not stored yet. */
export function verifyApiKey(apiKey: string): Promise<ApiKeyCheckResult | null> {
  return apiClient.get<ApiKeyCheckResult | null>('/test/api-key', {
    credential: { kind: 'apikey', value: apiKey },
  });
}

export function useVerifyApiKey() {
  return useMutation({ mutationFn: verifyApiKey });
}
