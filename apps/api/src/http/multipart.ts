import type { FastifyRequest } from "fastify";
import { AppError, badRequest, tooLarge, validationFailed } from "./errors.js";
import type { UploadGuard } from "./uploadGuard.js";
import type { SpooledFile, UploadSpool } from "./uploadSpool.js";

export interface UploadedFile {
  fieldName: string;
  fileName: string;
  /** the type the browser claimed; never trusted (files are checked by content) */
  claimedType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
  /** with a spool, every file is here (on disk) instead of in `files` */
  spooled: Record<string, SpooledFile>;
}

/** The text fields of one form together, as much as a JSON body may carry. */
export const MULTIPART_TEXT_MAX = 1024 * 1024;

/** The parts a multipart call takes: its text fields (the route's schema) and its file fields. */
export interface MultipartFields {
  text?: FieldNames;
  files?: FieldNames;
}

/** A set of part names (a Set, or route.ts's names with `prefix*` patterns). */
export interface FieldNames {
  has(name: string): boolean;
}

/** 422 for a part the call does not take, named in the envelope's per-field messages. */
const unknownPart = (name: string) =>
  validationFailed(
    { [name]: ["This call does not take this field."] },
    `The form field "${name.slice(0, 100)}" is not part of this call.`,
  );

/**
 * Reads a whole multipart body into memory, bounded by `limitBytes` per file, MULTIPART_TEXT_MAX
 * per text field and for all text fields together, and `limitBytes` + MULTIPART_TEXT_MAX for the
 * whole body. A part whose name the call does not take (`allowed`) is refused (422) as
 * soon as its name arrives: a file before any of it is read, a text field with at most its capped
 * value read, and nothing after it. With a `spool`, files are written to temporary files as they
 * arrive instead (uploadSpool.ts), within the same limits. With a `guard`, every wait on the body
 * ends when the client hangs up or the body goes silent (uploadGuard.ts): the parser alone would
 * wait for it forever.
 */
export async function readMultipart(
  request: FastifyRequest,
  limitBytes: number,
  allowed: MultipartFields = {},
  guard?: UploadGuard,
  spool?: UploadSpool,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw badRequest("This call expects multipart/form-data.");
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  const spooled: Record<string, SpooledFile> = {};
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(request.headers["content-type"] ?? "");
  const closingDelimiter = boundary ? `--${boundary[1] ?? boundary[2]}--` : null;
  // The parser stops quietly when a body ends early, which would pass a truncated form off as a
  // complete one; keep the body's last bytes to check that the closing delimiter arrived.
  let tail = Buffer.alloc(0);
  const TAIL = 512;
  const parts = request.parts({
    limits: { fileSize: limitBytes, files: 5, fields: 200, fieldSize: MULTIPART_TEXT_MAX },
  });
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  let textBytes = 0;
  let totalBytes = 0;
  const bodyChunk = (chunk: Buffer) => {
    // a copy of the last bytes only: concatenating whole chunks would allocate the body twice
    tail =
      chunk.length >= TAIL
        ? Buffer.from(chunk.subarray(-TAIL))
        : Buffer.concat([tail.subarray(-(TAIL - chunk.length)), chunk]);
    guard?.touch();
  };
  request.raw.on("data", bodyChunk);
  const wait = <T>(work: Promise<T>): Promise<T> => (guard ? guard.untilStopped(work) : work);
  const iterator = parts[Symbol.asyncIterator]();
  guard?.reading();
  try {
    for (let next = await wait(iterator.next()); !next.done; next = await wait(iterator.next())) {
      const part = next.value;
      if (part.type === "file") {
        if (allowed.files && !allowed.files.has(part.fieldname)) throw unknownPart(part.fieldname);
        const named = { fieldName: part.fieldname, fileName: part.filename, claimedType: part.mimetype };
        if (spool) {
          // A body that ends early has the parser cut the file off, at times before the part comes
          // here; a stream cut off already would never end for a new reader.
          if (part.file.destroyed) throw badRequest("The multipart body is malformed.");
          const { path, size } = await wait(spool.write(part.file, guard?.signal));
          if (part.file.truncated) throw tooLarge(`The file is larger than ${megabytes(limitBytes)} MB.`);
          totalBytes += size;
          if (size > 0 || part.filename) spooled[part.fieldname] = { ...named, size, path };
        } else {
          const data = await wait(part.toBuffer());
          if (part.file.truncated) throw tooLarge(`The file is larger than ${megabytes(limitBytes)} MB.`);
          totalBytes += data.length;
          if (data.length > 0 || part.filename) files[part.fieldname] = { ...named, data };
        }
      } else {
        if (allowed.text && !allowed.text.has(part.fieldname)) throw unknownPart(part.fieldname);
        if (part.valueTruncated) throw tooLarge(`A form field is larger than ${megabytes(MULTIPART_TEXT_MAX)} MB.`);
        const value = typeof part.value === "string" ? part.value : String(part.value ?? "");
        textBytes += Buffer.byteLength(value) + Buffer.byteLength(part.fieldname);
        totalBytes += Buffer.byteLength(value);
        if (textBytes > MULTIPART_TEXT_MAX)
          throw tooLarge(`The form's text fields are larger than ${megabytes(MULTIPART_TEXT_MAX)} MB together.`);
        fields[part.fieldname] = value;
      }
      if (totalBytes > limitBytes + MULTIPART_TEXT_MAX)
        throw tooLarge(`The upload is larger than ${megabytes(limitBytes + MULTIPART_TEXT_MAX)} MB.`);
    }
  } catch (error) {
    // a client that left or went silent is the reason, whatever the parser made of it
    if (guard?.signal.aborted) throw guard.signal.reason;
    const e = error as { statusCode?: number; code?: string };
    if (e.code === "FST_REQ_FILE_TOO_LARGE" || e.statusCode === 413) {
      throw tooLarge(`The file is larger than ${megabytes(limitBytes)} MB.`);
    }
    if (error instanceof AppError) throw error;
    if (e.statusCode && e.statusCode < 500) throw badRequest("The multipart body is malformed.");
    if (e.code === "ERR_STREAM_PREMATURE_CLOSE") throw badRequest("The multipart body is malformed.");
    if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message)) {
      throw badRequest("The multipart body is malformed.");
    }
    throw error;
  } finally {
    request.raw.off("data", bodyChunk);
    guard?.readDone();
  }
  // a body cut short by a hang-up ends the parser quietly: say who cut it
  if (guard?.signal.aborted) throw guard.signal.reason;
  if (!closingDelimiter || !tail.toString("latin1").trimEnd().endsWith(closingDelimiter)) {
    throw badRequest("The multipart body is malformed or incomplete.");
  }
  return { fields, files, spooled };
}
