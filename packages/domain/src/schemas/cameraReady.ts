import { z } from "zod";
import { oneLineText, optionalOneLineText, requiredText } from "./common.js";
import { PAPER_ABSTRACT_MAX, PAPER_TITLE_MAX } from "../rules/papers.js";

// Camera-ready: the final version's text fields, sent beside the final_file (and the
// optional copyright_file) of a multipart form. final_authors arrives as JSON text. Each of the three
// may be left out (a client may send just the PDF): the server then keeps the earlier final
// version's value, or takes the paper's own (GET /paper/camera-ready/{paperId} answers them as
// `defaults`).

export const cameraReadyAuthorSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: oneLineText("Last name", 100),
  affiliation: optionalOneLineText("Affiliation", 255),
  email: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.email({ error: "Email must be a valid email address." }).max(254).optional(),
  ),
});

const authorList = z
  .array(cameraReadyAuthorSchema, { error: "Final authors must be a list of authors." })
  .min(1, "List at least one author.")
  .max(100, "At most 100 authors.");

export const cameraReadySchema = z.object({
  final_title: oneLineText("Final title", PAPER_TITLE_MAX).optional(),
  final_abstract: requiredText("Final abstract", PAPER_ABSTRACT_MAX).optional(),
  final_authors: z.preprocess((v) => {
    if (v === undefined) return v;
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return "not json";
    }
  }, authorList.optional()),
});

export const cameraReadyMailSchema = z.object({
  subject: z.preprocess((v) => (v === "" || v === null ? undefined : v), oneLineText("Subject", 255).optional()),
  message: z.preprocess((v) => (v === "" || v === null ? undefined : v), requiredText("Message", 20_000).optional()),
  preview: z
    .preprocess((v) => v === true || v === 1 || v === "1" || v === "true", z.boolean())
    .optional()
    .default(false),
});

export type CameraReadyAuthor = z.infer<typeof cameraReadyAuthorSchema>;
export type CameraReadyInput = z.infer<typeof cameraReadySchema>;
export type CameraReadyMailInput = z.infer<typeof cameraReadyMailSchema>;
