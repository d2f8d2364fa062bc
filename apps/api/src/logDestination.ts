import pino from "pino";

/** At most this much log text waits in memory for a slow reader; more is dropped, not blocked on. */
const MAX_BUFFERED_LOG_BYTES = 8 * 1024 * 1024;

/**
 * The server's log stream to stdout, which must never stop the server. pino's default stdout
 * destination writes synchronously and, when the pipe is full (the process reading the logs
 * stopped reading or went away without closing it), retries EAGAIN in a loop of 100 ms futex
 * sleeps: the main thread waits there for ever, in a request's log line or in the exit hook's
 * final flush ("Shutdown"). This one writes asynchronously, drops what a stuck reader
 * leaves beyond MAX_BUFFERED_LOG_BYTES, ignores a reader gone for good (EPIPE), and gives up
 * retrying once the process is stopping.
 */
export function stdoutLogDestination() {
  let stopping = false;
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: MAX_BUFFERED_LOG_BYTES,
    retryEAGAIN: () => !stopping,
  });
  stream.on("error", () => undefined);
  return {
    stream,
    /** Before exiting: one last flush without retries, then no more flushing (pino's exit hook). */
    release() {
      stopping = true;
      try {
        stream.flushSync();
      } catch {
        // the reader is stuck or gone: what is left is lost
      }
      stream.flushSync = () => undefined;
    },
  };
}
