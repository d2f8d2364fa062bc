// Review integrity: the reviewing models and the kinds of conflicts of interest, shared
// by the server and the screens.

/** The three reviewing models; the API refuses anything else (422). */
export const REVIEWING_MODELS = ["Single-blind", "Double-blind", "Open"] as const;
export type ReviewingModel = (typeof REVIEWING_MODELS)[number];

/** A stored value as a model: anything unknown (a row older than the select) reads as Single-blind, today's behaviour. */
export function reviewingModelOf(value: string | null | undefined): ReviewingModel {
  return (REVIEWING_MODELS as readonly string[]).includes(value ?? "") ? (value as ReviewingModel) : "Single-blind";
}

export const CONFLICT_TYPES = ["Collaborator", "Advisor or advisee", "Same institution", "Personal", "Other"] as const;
export type ConflictType = (typeof CONFLICT_TYPES)[number];
/** Who declared a conflict (author, reviewer, chair), or how it was found (detected, suggested). */
export const CONFLICT_SOURCES = ["author", "reviewer", "chair", "detected", "suggested"] as const;
export type ConflictSource = (typeof CONFLICT_SOURCES)[number];

/** The longest reason a declaration or a waiver may give. */
export const CONFLICT_REASON_MAX = 1000;
