import type { ImportFormat } from "@symposia/domain";
import type { ImportPlan } from "../plan.js";
import { readEasychairAuthors, readEasychairPc, readEasychairReviews, readEasychairSubmissions } from "./easychair.js";
import { readHotcrpAssignments } from "./hotcrpAssignments.js";
import { readHotcrpJson } from "./hotcrpJson.js";

const READERS: Record<ImportFormat, (data: Buffer) => ImportPlan> = {
  "hotcrp-json": readHotcrpJson,
  "hotcrp-assignments": readHotcrpAssignments,
  "easychair-submissions": readEasychairSubmissions,
  "easychair-authors": readEasychairAuthors,
  "easychair-pc": readEasychairPc,
  "easychair-reviews": readEasychairReviews,
};

/** Reads a file of the format into the plan every format shares (nothing is written yet). */
export const readPlan = (format: ImportFormat, data: Buffer): ImportPlan => READERS[format](data);
