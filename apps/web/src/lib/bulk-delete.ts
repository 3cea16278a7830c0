/** What a one-by-one delete managed: the ids it deleted and those that failed, with why. */
export interface BulkDeleteResult {
  deleted: string[];
  failed: Array<{ id: string; error: unknown }>;
}

/**
 * Deletes ids one by one where the API has no batch call, so one failure does not stop the rest,
 * and reports which failed.
 */
export async function deleteOneByOne(
  ids: string[],
  remove: (id: string) => Promise<unknown>,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await remove(id);
      result.deleted.push(id);
    } catch (error) {
      result.failed.push({ id, error });
    }
  }
  return result;
}
