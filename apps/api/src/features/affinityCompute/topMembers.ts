// The best `size` members of a paper without sorting everyone who matched: a min-heap whose root
// is the weakest kept member, so a member weaker than it is turned away with one comparison.
// Order: higher score first, then lower user id (the same order as a full sort would give).

interface Entry {
  userId: number;
  score: number;
  /** the member's index in the publication index */
  member: number;
}

/** Whether a ranks after b (is weaker). */
const weaker = (a: Entry, b: Entry) => a.score < b.score || (a.score === b.score && a.userId > b.userId);

export class TopMembers {
  private readonly heap: Entry[] = [];

  constructor(private readonly size: number) {}

  offer(userId: number, score: number, member: number): void {
    if (this.size <= 0) return;
    const heap = this.heap;
    // most members of a large committee are weaker than the weakest kept: turned away unbuilt
    if (heap.length === this.size && (score < heap[0]!.score || (score === heap[0]!.score && userId > heap[0]!.userId)))
      return;
    const entry = { userId, score, member };
    if (heap.length < this.size) {
      heap.push(entry);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!weaker(heap[i]!, heap[parent]!)) break;
        [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
        i = parent;
      }
      return;
    }
    heap[0] = entry;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let weakest = i;
      if (left < heap.length && weaker(heap[left]!, heap[weakest]!)) weakest = left;
      if (right < heap.length && weaker(heap[right]!, heap[weakest]!)) weakest = right;
      if (weakest === i) break;
      [heap[i], heap[weakest]] = [heap[weakest]!, heap[i]!];
      i = weakest;
    }
  }

  /** The kept members, best first. */
  sorted(): Entry[] {
    return [...this.heap].sort((a, b) => (weaker(a, b) ? 1 : weaker(b, a) ? -1 : 0));
  }
}
