const BLOCK_MARKER = 'md-block';

/** What a container currently shows: one entry per rendered block, with the nodes it produced. */
export interface MountedBlocks {
  keys: string[];
  nodes: ChildNode[][];
}

export function emptyMountedBlocks(): MountedBlocks {
  return { keys: [], nodes: [] };
}

/**
 * Brings `root` from the mounted blocks to `nextBlocks`, replacing only the changed middle (the
 * common head and tail stay as they are, enhanced). Returns the new state.
 */
export function patchBlocks(root: Element, mounted: MountedBlocks, nextBlocks: string[]): MountedBlocks {
  const previous = mounted.keys;
  let head = 0;
  while (head < previous.length && head < nextBlocks.length && previous[head] === nextBlocks[head]) head += 1;
  let previousEnd = previous.length;
  let nextEnd = nextBlocks.length;
  while (previousEnd > head && nextEnd > head && previous[previousEnd - 1] === nextBlocks[nextEnd - 1]) {
    previousEnd -= 1;
    nextEnd -= 1;
  }

  for (let index = head; index < previousEnd; index += 1) {
    for (const node of mounted.nodes[index] ?? []) node.remove();
  }

  let anchor: ChildNode | null = null;
  for (let index = previousEnd; index < mounted.nodes.length && !anchor; index += 1) {
    anchor = mounted.nodes[index]?.[0] ?? null;
  }

  // One parse for all new blocks (they are sanitised HTML, markdown-renderer.ts); comments mark
  // where each block's nodes begin.
  const template = document.createElement('template');
  template.innerHTML = nextBlocks
    .slice(head, nextEnd)
    .map((block) => `<!--${BLOCK_MARKER}-->${block}`)
    .join('');
  const inserted: ChildNode[][] = [];
  for (const node of [...template.content.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === BLOCK_MARKER) {
      inserted.push([]);
      node.remove();
    } else {
      inserted.at(-1)?.push(node);
    }
  }
  const fragment = template.content;
  root.insertBefore(fragment, anchor);

  return {
    keys: nextBlocks,
    nodes: [...mounted.nodes.slice(0, head), ...inserted, ...mounted.nodes.slice(previousEnd)],
  };
}
