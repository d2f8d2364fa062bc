// Paper files go into the database. A burst of large uploads (200 authors pressing Submit in the
// last minute) would otherwise take every pooled connection for seconds, and requests queued for
// a connection longer than the pool's timeout would fail. Writes that carry a file therefore run
// a few at a time per process; the rest wait here, without a timeout, holding no connection.

const SLOTS = Math.max(1, Number(process.env.PAPER_UPLOAD_CONCURRENCY || 4));

let running = 0;
const waiting: (() => void)[] = [];

export async function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}
