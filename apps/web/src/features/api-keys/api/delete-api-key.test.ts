import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { deleteApiKeys } from './delete-api-key';

describe('deleteApiKeys (no bulk call: one DELETE per key)', () => {
  it('deletes every key in turn and reports the ones that failed', async () => {
    const failure = new ApiError({ status: 404, message: 'Not found' });
    const remove = vi.fn(async (id: string) => {
      if (id === 'b') throw failure;
      return null;
    });
    const result = await deleteApiKeys(['a', 'b', 'c'], remove);
    expect(remove.mock.calls.map(([id]) => id)).toEqual(['a', 'b', 'c']);
    expect(result.deleted).toEqual(['a', 'c']);
    expect(result.failed).toEqual([{ id: 'b', error: failure }]);
  });
});
