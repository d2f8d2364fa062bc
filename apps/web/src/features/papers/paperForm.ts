import { paperSubmitSchema } from "@symposia/domain";
import { z } from "zod";

/** The Submit/Edit Paper form: the shared paper fields, with the track as the select's text value. */
export const paperFormSchema = paperSubmitSchema
  .pick({ paper_title: true, keywords: true, abstract: true })
  .extend({ track_id: z.string().min(1, "Track is required.") });

export type PaperFormValues = z.input<typeof paperFormSchema>;
