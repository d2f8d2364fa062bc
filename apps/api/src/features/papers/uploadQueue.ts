// Paper files go into the database. A burst of large uploads (200 authors pressing Submit in the
// last minute) would otherwise take every pooled connection for seconds, and requests queued for
// a connection longer than the pool's timeout would fail. Writes that carry a file therefore run
// a few at a time per process; the rest wait here, without a timeout, holding no connection.
import { countFromEnv } from "../../config.js";
import { Semaphore } from "../../http/semaphore.js";

const writeSlots = new Semaphore(countFromEnv(process.env.PAPER_UPLOAD_CONCURRENCY, 4, "PAPER_UPLOAD_CONCURRENCY"));

export function withUploadSlot<T>(work: () => Promise<T>): Promise<T> {
  return writeSlots.run(work);
}
