/** Lets input and paint run between slices of a long enhancement pass. */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` on each item, yielding every ~12 ms; stops when `signal` aborts. */
export async function forEachInSlices<T>(
  items: Iterable<T>,
  signal: AbortSignal,
  work: (item: T) => void | Promise<void>,
): Promise<void> {
  let sliceStart = performance.now();
  for (const item of items) {
    if (signal.aborted) return;
    await work(item);
    if (performance.now() - sliceStart > 12) {
      await yieldToMain();
      sliceStart = performance.now();
    }
  }
}
