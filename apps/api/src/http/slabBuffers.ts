// Buffers for answers on their way out, carved from shared slabs.
//
// Why: every Buffer of 4 KB or more is an ArrayBuffer of its own, which V8 tracks as external
// memory and frees in a later garbage collection; one per answer of 100 KB cost more than
// writing the answer (docs/performance.md, "Answers written as bytes"). Node pools buffers under
// 4 KB the same way, in 8 KB slabs.
//
// A slab lives while any part of it does, so a part is for a buffer dropped once it is sent:
// anything kept longer (a kept answer) takes a buffer of its own.

const SLAB_BYTES = 1024 * 1024;
/** Larger buffers get their own memory: a few would use up a slab. */
const LARGEST_PART = SLAB_BYTES / 4;

let slab: Buffer | null = null;
let slabUsed = 0;

/** `size` bytes (not zeroed) for a buffer that is sent and then dropped. */
export function shortLivedBuffer(size: number): Buffer {
  if (size > LARGEST_PART) return Buffer.allocUnsafeSlow(size);
  if (slab === null || slabUsed + size > SLAB_BYTES) {
    slab = Buffer.allocUnsafeSlow(SLAB_BYTES);
    slabUsed = 0;
  }
  const part = slab.subarray(slabUsed, slabUsed + size);
  // the next part starts on an 8-byte boundary, as in Node's own pool
  slabUsed += (size + 7) & ~7;
  return part;
}
