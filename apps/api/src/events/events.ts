// What one feature's write tells the others. Each event is a fact that has just happened inside a
// transaction (past tense); the features that must act on it say so in their reactions.ts. Only
// facts another feature acts on belong here: a feature's own mails and audit entries stay direct
// calls inside that feature.

/** The conference's TPC assignments were released to their reviewers (the setting went from 0 to 1). */
export interface AssignmentsReleased {
  type: "conference.assignments_released";
  confId: number;
  actorId: number;
}

/** A conflict of interest between a paper and a person was declared (by an author, a chair or the reviewer). */
export interface ConflictDeclared {
  type: "conflict.declared";
  paper: { id: number; conf_id: number };
  userId: number;
  actorId: number;
}

/** An account was deactivated or deleted: nothing it holds may open the API any more. */
export interface AccountClosed {
  type: "account.closed";
  userId: number;
}

/** The owner changed their password; `endApiTokens` when they asked their API tokens to end with it. */
export interface PasswordChanged {
  type: "account.password_changed";
  userId: number;
  endApiTokens: boolean;
}

export type DomainEvent = AssignmentsReleased | ConflictDeclared | AccountClosed | PasswordChanged;
export type EventType = DomainEvent["type"];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/**
 * Every event type, each with a reaction somewhere (the bus refuses to start otherwise: an event
 * nobody acts on would be a side effect silently lost).
 */
export const EVENT_TYPES = [
  "conference.assignments_released",
  "conflict.declared",
  "account.closed",
  "account.password_changed",
] as const satisfies readonly EventType[];

// Adding an event type without listing it above fails to compile.
type Unlisted = Exclude<EventType, (typeof EVENT_TYPES)[number]>;
const everyTypeListed: [Unlisted] extends [never] ? true : never = true;
void everyTypeListed;
