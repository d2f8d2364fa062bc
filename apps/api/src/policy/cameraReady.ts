// Camera-ready: when the authors of a paper may upload its final version. One rule,
// asked by the upload and by the read that tells the web app whether to offer the button.
import { PAPER_STATUS } from "@symposia/domain";
import { instantInDeadlineZone } from "./deadline.js";
import { type Refusal, refusal } from "./refusal.js";

export interface CameraReadyFacts {
  camera_ready_open: number;
  /** "YYYY-MM-DD HH:mm" in timezone_for_deadline; null = no deadline */
  camera_ready_deadline: string | null;
  timezone_for_deadline: string | null;
}

export const ONLY_AUTHORS = "Only the paper's authors may upload its final version.";
export const NOT_ACCEPTED = "Only an accepted paper has a final version.";
export const CAMERA_READY_CLOSED = "Camera-ready uploads are not open for this conference.";
export const CAMERA_READY_PASSED = "The camera-ready deadline has passed.";

export function cameraReadyDeadline(conf: CameraReadyFacts): Date | null {
  return instantInDeadlineZone(conf.camera_ready_deadline, conf.timezone_for_deadline);
}

/** Why the final version of this paper cannot be uploaded now (409), or null when it can. */
export function cameraReadyRefusal(
  paper: { status: number },
  conf: CameraReadyFacts,
  now: Date = new Date(),
): string | null {
  if (paper.status !== PAPER_STATUS.ACCEPTED) return NOT_ACCEPTED;
  if (conf.camera_ready_open !== 1) return CAMERA_READY_CLOSED;
  const deadline = cameraReadyDeadline(conf);
  // strictly before the deadline, as for submissions
  if (deadline && now.getTime() >= deadline.getTime()) return CAMERA_READY_PASSED;
  return null;
}

/**
 * Uploading the final version now: the paper's (confirmed) authors (403), while cameraReadyRefusal
 * has nothing to say (409). GET /paper/camera-ready answers `open` and `closed_reason` with the
 * 409 part: to the authors it is this very pair (they pass the first step), to the paper's chairs it
 * tells whether the authors may upload.
 */
export function whyNotUploadFinalVersion(
  viewer: { isAuthor: boolean },
  paper: { status: number },
  conf: CameraReadyFacts,
  now: Date = new Date(),
): Refusal | null {
  if (!viewer.isAuthor) return refusal(403, ONLY_AUTHORS);
  const closed = cameraReadyRefusal(paper, conf, now);
  return closed ? refusal(409, closed) : null;
}

export const canUploadFinalVersion = (...args: Parameters<typeof whyNotUploadFinalVersion>): boolean =>
  whyNotUploadFinalVersion(...args) === null;
