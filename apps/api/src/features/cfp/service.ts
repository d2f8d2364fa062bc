import { CONFERENCE_STATUS, type CommitteeAddInput, committeeTypeLabel } from "@symposia/domain";
import type { AppContext } from "../../context.js";
import { recordAudit } from "../../audit/audit.js";
import { isPdf } from "../../files/sniff.js";
import { isBlankRichText, sanitizeRichText } from "../../files/sanitizeHtml.js";
import type { AuthUser } from "../../http/auth.js";
import type { UploadedFile } from "../../http/multipart.js";
import { conflict, fieldError, notFound, unsupportedType } from "../../http/errors.js";
import { assertAllowed, canManageCfp, isSetupOpen, mayReceiveRole } from "../../policy/index.js";
import { parseEmailList } from "../../mail/conferenceContacts.js";
import * as repo from "./repository.js";
import { submissionGuidance } from "../submissionForm/index.js";
import { cfpFileName, groupByType, isPublicGroup, managedMember, publicMember } from "./views.js";
import { loadConferenceAccess, loadTrackReadLevel, requireConference } from "../../access/index.js";

const NOT_ALLOWED = "Only the conference's chairs or an administrator may manage its call for papers.";

/** The caller's standing on the Manage CFP screen; `change` also requires the setup to be open. */
async function authoriseCfp(ctx: AppContext, user: AuthUser, confId: number, change: boolean) {
  const conference = await requireConference(ctx.db, confId);
  const access = await loadConferenceAccess(ctx.db, user, confId);
  if (!canManageCfp(access)) {
    // Someone who may not even read the conference is not told that it exists.
    if ((await loadTrackReadLevel(ctx.db, access, conference.conference_status)) === "none")
      throw notFound("Conference");
    assertAllowed(false, NOT_ALLOWED);
  }
  if (change && !isSetupOpen(access, conference.conference_status)) {
    throw conflict("The conference is not approved, so its call for papers cannot be changed.");
  }
  return { conference, access };
}

/** GET /cfp/{confId}: everything the Manage CFP screen shows. */
export async function getManagedCfp(ctx: AppContext, user: AuthUser, confId: number, includeFile = true) {
  await authoriseCfp(ctx, user, confId, false);
  const [cfp, committee, unlinked] = await Promise.all([
    repo.getCfpContent(ctx.db, confId, includeFile),
    repo.listCommittee(ctx.db, confId),
    repo.unlinkedEntryAccounts(ctx.db, confId),
  ]);
  const held = new Set(unlinked.filter((account) => !mayReceiveRole(account)).map((account) => account.id));
  const members = committee.map((row) => managedMember(row, held.has(row.id)));
  return {
    conf_id: confId,
    cfp_details: sanitizeRichText(cfp.cfp_details),
    cfp_file: cfp.cfp_file?.toString("base64") ?? null,
    cfp_file_mime_type: cfp.cfp_file_mime_type,
    has_file: cfp.has_file,
    cfp_file_url: cfp.has_file ? `/api/cfp/file/${confId}` : null,
    cfp_data: members,
    cfp_groups: groupByType(members),
  };
}

/** Adds an entry; `held`: its address belongs to an account that has not proven it (attached on verification). */
export async function addCommitteeMember(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: CommitteeAddInput,
): Promise<{ id: number; held: boolean }> {
  await authoriseCfp(ctx, user, confId, true);
  return ctx.db.transaction().execute(async (trx) => {
    let member: repo.NewCommitteeMember;
    if (input.by === "user") {
      const picked = await repo.findActiveUser(trx, input.org_com_user_id);
      if (!picked) throw fieldError("org_com_user_id", "Choose an active user with the search.");
      member = {
        organizing_committee_type: input.organizing_committee_type,
        sequence: input.sequence,
        // an account whose owner has not proven the address is held: the entry keeps the address
        // and attaches when the owner verifies it (accounts linkEntriesByEmail)
        user_id: mayReceiveRole(picked) ? picked.id : null,
        first_name: picked.first_name,
        last_name: picked.last_name,
        email: picked.email,
        country: picked.country,
        affiliation: picked.affiliation,
      };
    } else {
      // Linked now when the person already has an account; otherwise registration links it.
      const existing = await repo.findLinkableUserByEmail(trx, input.email);
      member = {
        organizing_committee_type: input.organizing_committee_type,
        sequence: input.sequence,
        user_id: existing?.id ?? null,
        first_name: input.first_name,
        last_name: input.last_name,
        email: input.email,
        country: input.country,
        affiliation: input.affiliation,
      };
    }
    if (await repo.findMemberInGroup(trx, confId, member.organizing_committee_type, member.email)) {
      throw conflict(
        `${member.email} is already listed under ${committeeTypeLabel(member.organizing_committee_type)}.`,
      );
    }
    const id = await repo.insertCommitteeEntry(trx, confId, member);
    await recordAudit(trx, {
      actorId: user.id,
      action: "committee.add",
      entityType: "organizing_committee",
      entityId: id,
      confId,
      details: { ...member, added_by: input.by },
    });
    const held =
      member.user_id === null &&
      (await repo.unlinkedEntryAccounts(trx, confId)).some((a) => a.id === id && !mayReceiveRole(a));
    return { id, held };
  });
}

export async function removeCommitteeMember(ctx: AppContext, user: AuthUser, entryId: number): Promise<void> {
  const entry = await repo.findCommitteeEntry(ctx.db, entryId);
  if (!entry) throw notFound("Organizing committee entry");
  await authoriseCfp(ctx, user, entry.conf_id, true);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteCommitteeEntry(trx, entryId);
    await recordAudit(trx, {
      actorId: user.id,
      action: "committee.remove",
      entityType: "organizing_committee",
      entityId: entryId,
      confId: entry.conf_id,
      details: managedMember(entry),
    });
  });
}

/**
 * Stores the CFP text (sanitised against the allow-list first) and, when sent, a new PDF checked
 * by its content. `removeFile` drops the stored PDF when no new one is sent.
 */
export async function updateCfp(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: { cfp_details: string; removeFile: boolean; file: UploadedFile | undefined },
): Promise<void> {
  await authoriseCfp(ctx, user, confId, true);
  let fileChange: repo.CfpFileChange = input.removeFile ? null : undefined;
  if (input.file) {
    if (input.file.data.length === 0 || !isPdf(input.file.data))
      throw unsupportedType("The CFP file must be a PDF document.");
    fileChange = { data: input.file.data, mimeType: "application/pdf", fileName: input.file.fileName };
  }
  const clean = sanitizeRichText(input.cfp_details);
  const details = isBlankRichText(clean) ? "" : clean;
  await ctx.db.transaction().execute(async (trx) => {
    await repo.saveCfp(trx, confId, details, fileChange, user.id);
    await recordAudit(trx, {
      actorId: user.id,
      action: "cfp.update",
      entityType: "cfp",
      entityId: confId,
      confId,
      details: {
        cfp_details_length: details.length,
        file:
          fileChange === undefined
            ? "kept"
            : fileChange === null
              ? "removed"
              : { name: fileChange.fileName, size: fileChange.data.length },
      },
    });
  });
}

/**
 * The CFP PDF for download. The public URL serves Approved conferences to anyone; the signed-in
 * URL also serves the conference's managers whatever its status.
 */
export async function cfpFileFor(ctx: AppContext, user: AuthUser | null, confId: number) {
  const conference = await requireConference(ctx.db, confId);
  let allowed = conference.conference_status === CONFERENCE_STATUS.APPROVED;
  if (!allowed && user) allowed = canManageCfp(await loadConferenceAccess(ctx.db, user, confId));
  if (!allowed) throw notFound("Conference");
  const file = await repo.getCfpFile(ctx.db, confId);
  if (!file?.cfp_file) throw notFound("CFP file");
  return { data: Buffer.from(file.cfp_file), fileName: cfpFileName(conference.acronym_title) };
}

/** GET /site/cfp/{id}: the public call for papers of an Approved conference. */
export async function getPublicCfp(ctx: AppContext, confId: number, includeFile = true) {
  const conference = await repo.getConferenceFace(ctx.db, confId);
  if (!conference || conference.conference_status !== CONFERENCE_STATUS.APPROVED) throw notFound("Conference");
  const [cfp, committee] = await Promise.all([
    repo.getCfpContent(ctx.db, confId, includeFile),
    repo.listCommittee(ctx.db, confId),
  ]);
  const members = committee.filter((m) => isPublicGroup(m.organizing_committee_type)).map(publicMember);
  const base64 = (data: Buffer | null) => (data ? Buffer.from(data).toString("base64") : null);
  return {
    conf_id: conference.id,
    event_name: conference.event_name,
    acronym_title: conference.acronym_title,
    banner: base64(conference.banner),
    banner_mime_type: conference.banner ? conference.banner_mime_type : null,
    logo: base64(conference.logo),
    logo_mime_type: conference.logo ? conference.logo_mime_type : null,
    // Sanitised again on the way out, so text stored before an allow-list change is held to the current one.
    cfp_details: sanitizeRichText(cfp.cfp_details),
    has_file: cfp.has_file,
    cfp_file: base64(cfp.cfp_file),
    cfp_file_mime_type: cfp.cfp_file_mime_type,
    cfp_file_url: cfp.has_file ? `/api/site/cfp/file/${conference.id}` : null,
    cfp_data: members,
    cfp_groups: groupByType(members),
    // Event Support Emails: whom a prospective author writes to with questions
    support_emails: parseEmailList(conference.event_support_emails),
    ...submissionGuidance(conference),
  };
}
