// Answer schemas of the camera-ready calls (answers/cameraReady.ts).
import { z } from "zod";
import type {
  CameraReadyAuthorOut,
  CameraReadyInfo,
  CameraReadyMailOutcome,
  CameraReadyStatus,
  CameraReadyVersion,
} from "../../answers/cameraReady.js";
import type { Assert, Same } from "./agree.js";

const finalAuthor = z.strictObject({
  first_name: z.string(),
  last_name: z.string(),
  affiliation: z.string(),
  email: z.string().optional(),
});

/** POST /paper/camera-ready/{paperId} */
export const cameraReadyVersionAnswer = z.strictObject({
  paper_id: z.number(),
  final_title: z.string(),
  final_abstract: z.string(),
  final_authors: z.array(finalAuthor),
  file_name: z.string(),
  size: z.number(),
  file_url: z.string(),
  copyright_file_name: z.string().nullable(),
  copyright_size: z.number().nullable(),
  copyright_url: z.string().nullable(),
  uploaded_by: z.number(),
  uploaded_at: z.string(),
});

/** GET /paper/camera-ready/{paperId} */
export const cameraReadyInfoAnswer = z.strictObject({
  paper_id: z.number(),
  open: z.boolean(),
  closed_reason: z.string().nullable(),
  deadline_utc: z.string().nullable(),
  deadline_local: z.string().nullable(),
  timezone: z.string(),
  version: cameraReadyVersionAnswer.nullable(),
  defaults: z.strictObject({
    final_title: z.string(),
    final_abstract: z.string(),
    final_authors: z.array(finalAuthor),
  }),
});

/** GET /conference/camera-ready-status/{confId} */
export const cameraReadyStatusAnswer = z.strictObject({
  conf_id: z.number(),
  open: z.boolean(),
  deadline_local: z.string().nullable(),
  timezone: z.string(),
  uploaded: z.number(),
  missing: z.number(),
  papers: z.array(
    z.strictObject({
      paper_id: z.number(),
      paper_sequence: z.number(),
      paper_title: z.string(),
      track_id: z.number(),
      uploaded: z.boolean(),
      uploaded_at: z.string().nullable(),
      final_title: z.string().nullable(),
    }),
  ),
});

/** POST /conference/camera-ready-mail/{confId} */
export const cameraReadyMailAnswer = z.strictObject({
  preview: z.boolean(),
  mails: z.array(
    z.strictObject({ to: z.string(), subject: z.string(), text: z.string(), paper_ids: z.array(z.number()) }),
  ),
  queued: z.number(),
});

type _Agrees = [
  Assert<Same<z.output<typeof finalAuthor>, CameraReadyAuthorOut>>,
  Assert<Same<z.output<typeof cameraReadyVersionAnswer>, CameraReadyVersion>>,
  Assert<Same<z.output<typeof cameraReadyInfoAnswer>, CameraReadyInfo>>,
  Assert<Same<z.output<typeof cameraReadyStatusAnswer>, CameraReadyStatus>>,
  Assert<Same<z.output<typeof cameraReadyMailAnswer>, CameraReadyMailOutcome>>,
];
