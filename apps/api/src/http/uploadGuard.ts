import type { FastifyReply, FastifyRequest } from "fastify";
import { clientHungUp, requestTimeout } from "./errors.js";

/**
 * Keeps one upload from holding an upload-body slot (UPLOAD_READ_CONCURRENCY) forever. `signal`
 * aborts when the client hangs up, whether it waits for a slot or is being read, and, once its body
 * is being read, when the body sends nothing for UPLOAD_IDLE_TIMEOUT_MS (408). The reader races
 * each wait on the body with `untilStopped`, so a body that will never come ends the read.
 */
export interface UploadGuard {
  readonly signal: AbortSignal;
  /** the body is being read: starts the idle clock */
  reading(): void;
  /** a chunk of the body arrived: the idle clock starts over */
  touch(): void;
  /** the body is read whole: the idle clock stops (the work that follows is the server's) */
  readDone(): void;
  /** `work`, or the guard's reason as soon as the signal aborts */
  untilStopped<T>(work: Promise<T>): Promise<T>;
  /** the request is over: every listener and timer goes */
  dispose(): void;
}

export function guardUpload(request: FastifyRequest, reply: FastifyReply, idleMs: number): UploadGuard {
  const controller = new AbortController();
  const { signal } = controller;
  let timer: NodeJS.Timeout | null = null;
  // A response closed before it finished is a client that left (a closed tab, a lost network).
  const hungUp = () => {
    if (!reply.raw.writableFinished) controller.abort(clientHungUp("client hung up during the upload"));
  };
  reply.raw.on("close", hungUp);
  if (request.raw.socket?.destroyed) hungUp();
  const stopped = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    else signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });
  // nobody may be waiting on it when it rejects; the reader learns of it through untilStopped
  stopped.catch(() => undefined);
  const stopClock = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return {
    signal,
    reading() {
      if (signal.aborted || timer) return;
      timer = setTimeout(() => {
        const seconds = Math.max(1, Math.round(idleMs / 1000));
        controller.abort(
          requestTimeout(`The upload stopped arriving: nothing came for ${seconds} s. Please try again.`),
        );
      }, idleMs);
    },
    touch() {
      timer?.refresh();
    },
    readDone: stopClock,
    untilStopped: (work) => Promise.race([work, stopped]),
    dispose() {
      stopClock();
      reply.raw.off("close", hungUp);
    },
  };
}
