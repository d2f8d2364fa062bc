import { COMMITTEE_TYPES, CONFERENCE_MANAGEMENT_COMMITTEE_TYPE, committeeTypeLabel } from "@symposia/domain";
import type { CommitteeMemberRow } from "./repository.js";

// The shapes the CFP calls answer: the managers' view carries emails and every group; the public
// view carries neither emails nor the Conference Management group.

export function managedMember(row: CommitteeMemberRow, held = false) {
  return {
    id: row.id,
    organizing_committee_type: row.organizing_committee_type,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    affiliation: row.affiliation,
    country: row.country,
    sequence: row.sequence,
    user_id: row.user_id,
    awaiting_email_verification: held,
  };
}

export function publicMember(row: CommitteeMemberRow) {
  return {
    id: row.id,
    organizing_committee_type: row.organizing_committee_type,
    first_name: row.first_name,
    last_name: row.last_name,
    affiliation: row.affiliation,
    country: row.country,
    sequence: row.sequence,
  };
}

export function isPublicGroup(type: number): boolean {
  return type !== CONFERENCE_MANAGEMENT_COMMITTEE_TYPE;
}

/**
 * Members grouped by committee type, groups in the order of the type list and members in the
 * order given (already sorted by sequence). Empty groups are left out.
 */
export function groupByType<T extends { organizing_committee_type: number }>(members: T[]) {
  const known: number[] = COMMITTEE_TYPES.map((t) => t.value);
  const types = [...new Set(members.map((m) => m.organizing_committee_type))].sort((a, b) => {
    const ia = known.indexOf(a);
    const ib = known.indexOf(b);
    return (ia < 0 ? Infinity : ia) - (ib < 0 ? Infinity : ib) || a - b;
  });
  return types.map((type) => ({
    organizing_committee_type: type,
    label: committeeTypeLabel(type),
    members: members.filter((m) => m.organizing_committee_type === type),
  }));
}

/** File name offered for the CFP download, e.g. "ICSE2027-CFP.pdf". */
export function cfpFileName(acronym: string): string {
  const safe = acronym.trim().replace(/[\\/:*?"<>|\s]+/g, "_") || "conference";
  return `${safe}-CFP.pdf`;
}
