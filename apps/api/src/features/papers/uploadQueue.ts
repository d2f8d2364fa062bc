// Paper files go into the database. A burst of large uploads (200 authors pressing Submit in the
// last minute) would otherwise take every pooled connection for seconds, and requests queued for
// a connection longer than the pool's timeout would fail. Writes that carry a file therefore run
// a few at a time per process (PAPER_UPLOAD_CONCURRENCY); the rest wait here, without a timeout,
// holding no connection.
import type { AppContext } from "../../context.js";

export function withUploadSlot<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  return ctx.paperWriteSlots.run(work);
}
