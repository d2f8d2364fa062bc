// The conference's programme committee, several tracks at once: one invitation (one mail, one
// answer) for every named track, direct additions, moving selected members between tracks, and
// the reminder to the whole PC. Each step is the per-track one (the same rules, the same rows).
import {
  type ConferencePcInvitationLine,
  type ConferencePcInvitationReport,
  type ConferencePcMemberAddInput,
  type ConferencePcMemberAdded,
  type ConferencePcMemberTracksInput,
  type ConferencePcMemberTracksResult,
  type ConferencePcReminderInput,
  type ConferencePcReminderResult,
  type PcTrackResult,
  parseInvitationLine,
} from "@symposia/domain";
import type { Transaction } from "kysely";
import { recordAudit } from "../../audit/audit.js";
import type { AppContext } from "../../context.js";
import type { Database } from "../../db/schema.js";
import type { AuthUser } from "../../http/auth.js";
import { conflict, fieldError } from "../../http/errors.js";
import { isUniqueViolation } from "../../http/dbErrors.js";
import { enqueueMail, senderAt, type OutgoingMail } from "../../mail/outbox.js";
import {
  type ConferenceAccess,
  type Refusal,
  assertNoRefusal,
  whyNotMailTpc,
  whyNotManageConferencePc,
} from "../../policy/index.js";
import { requireConference, requireVisibleConference } from "../../access/index.js";
import { publicationCountsOf } from "../publications/index.js";
import { createInvitationLinks } from "./invitationLinks.js";
import { openInvitation } from "./invitationService.js";
import { invitationMail, memberAddedMail, reminderMail } from "./mails.js";
import { PREVIEW_SET_PASSWORD_LINK, dropFromTrack, enrolInTrack, resolveMemberToAdd } from "./memberService.js";
import { findOrCreatePerson, personKey, setPasswordLinkFor } from "./people.js";
import * as repo from "./repository.js";

type ConferenceTrack = Awaited<ReturnType<typeof repo.tracksOfConference>>[number];

/**
 * The caller's standing (404 unseen conference, then the policy's refusal: 403 not allowed, 409
 * closed for changes) and the named tracks: every one must be a track of this conference (422 on
 * the field); none named: every track of the conference.
 */
async function requireConferencePc(
  trx: Transaction<Database>,
  user: AuthUser,
  confId: number,
  fields: Record<string, readonly number[]>,
  whyNot: (access: ConferenceAccess, conferenceStatus: number) => Refusal | null,
  opts: { everyTrackWhenEmpty: boolean } = { everyTrackWhenEmpty: true },
): Promise<{ tracks: Record<string, ConferenceTrack[]>; all: ConferenceTrack[] }> {
  const conference = await requireConference(trx, confId);
  const access = (await requireVisibleConference(trx, user, confId, conference.conference_status))!;
  assertNoRefusal(whyNot(access, conference.conference_status));
  const all = await repo.tracksOfConference(trx, confId);
  const byId = new Map(all.map((t) => [t.id, t]));
  const tracks: Record<string, ConferenceTrack[]> = {};
  for (const [field, ids] of Object.entries(fields)) {
    const unknown = ids.find((id) => !byId.has(id));
    if (unknown !== undefined) throw fieldError(field, `Track ${unknown} is not a track of this conference.`);
    const named = [...new Set(ids)].map((id) => byId.get(id)!);
    tracks[field] = named.length === 0 && opts.everyTrackWhenEmpty ? all : named;
  }
  if (opts.everyTrackWhenEmpty && all.length === 0) throw conflict("This conference has no tracks yet.");
  return { tracks, all };
}

const mailFacts = (tracks: readonly ConferenceTrack[]) => ({
  ...tracks[0]!,
  track_names: tracks.map((t) => t.track_name),
});

const retryOnRace = (error: unknown, what: string): never => {
  // two requests making the same new account or row at once: one won, the other retries
  if (isUniqueViolation(error))
    throw conflict(`Someone else changed this programme committee at the same moment. ${what}`);
  throw error;
};

/** POST /conference/pc-invitation/{confId}: one invitation per line, covering every named track. */
export async function inviteToTracks(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  trackIds: readonly number[],
  lines: readonly unknown[],
): Promise<ConferencePcInvitationReport> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { tracks } = await requireConferencePc(
        trx,
        user,
        confId,
        { track_ids: trackIds },
        whyNotManageConferencePc,
      );
      const named = tracks.track_ids!;
      const report: ConferencePcInvitationLine[] = [];
      const mails: OutgoingMail[] = [];
      const seenEmails = new Map<string, number>();
      for (const [index, raw] of lines.entries()) {
        const line = index + 1;
        const parsed = parseInvitationLine(raw);
        if (!parsed.ok) {
          report.push({ line, email: null, status: "invalid", message: parsed.reason, tracks: [] });
          continue;
        }
        const person = parsed.value;
        const key = personKey(person.email);
        const firstLine = seenEmails.get(key);
        if (firstLine !== undefined) {
          const message = `Same email as line ${firstLine}.`;
          report.push({ line, email: person.email, status: "invalid", message, tracks: [] });
          continue;
        }
        seenEmails.set(key, line);
        const resolved = await findOrCreatePerson(trx, person);
        if (resolved.kind === "inactive") {
          const message = "This account is deactivated and cannot be invited.";
          report.push({ line, email: person.email, status: "invalid", message, tracks: [] });
          continue;
        }
        const results: PcTrackResult[] = [];
        const invited: { memberId: number; track: ConferenceTrack; renewed: boolean }[] = [];
        for (const track of named) {
          const existing = await repo.findMembership(trx, track.id, resolved.id);
          const result = (outcome: PcTrackResult["outcome"]) =>
            results.push({ track_id: track.id, track_name: track.track_name, outcome });
          if (existing?.status === repo.TPC_STATUS.ACCEPTED) result("already member");
          else if (existing?.status === repo.TPC_STATUS.AWAITING_EMAIL_PROOF) result("awaiting email verification");
          else if (existing?.status === repo.TPC_STATUS.PENDING) result("already invited");
          else {
            const memberId = await openInvitation(trx, user, track.id, resolved.id, existing);
            if (memberId === null) result("already invited");
            else {
              result("invited");
              invited.push({ memberId, track, renewed: existing !== undefined });
            }
          }
        }
        if (invited.length === 0) {
          const member = results.every((r) => r.outcome !== "already invited");
          report.push({
            line,
            email: person.email,
            status: member ? "already_member" : "already_invited",
            message: member
              ? "Already a member of every named track."
              : "Already invited to the named tracks; the invitation is still open.",
            tracks: results,
          });
          continue;
        }
        // one invitation: the rows share the group of the row whose token the mail carries
        const lead = invited[0]!.memberId;
        await repo.setInvitationGroup(
          trx,
          invited.map((i) => i.memberId),
          lead,
        );
        const link = await setPasswordLinkFor(trx, ctx.config, resolved);
        const answerLinks = await createInvitationLinks(trx, ctx.config, lead);
        const invitedTracks = invited.map((i) => i.track);
        mails.push(
          invitationMail(
            ctx.config,
            { email: resolved.email, first_name: resolved.first_name },
            mailFacts(invitedTracks),
            link,
            answerLinks,
          ),
        );
        for (const i of invited)
          await recordAudit(trx, {
            actorId: user.id,
            action: "tpc.invite",
            entityType: "user",
            entityId: resolved.id,
            confId,
            details: {
              track_id: i.track.id,
              invitation_group: lead,
              account_created: resolved.created === true,
              renewed: i.renewed,
            },
          });
        const names = invitedTracks.map((t) => t.track_name).join(", ");
        report.push({
          line,
          email: person.email,
          status: "invited",
          message: resolved.created
            ? `Invited to ${names}; an account was created and a link to set a password was mailed.`
            : `Invited to ${names}.`,
          tracks: results,
        });
      }
      await enqueueMail(trx, ctx.config, mails);
      const counts = { invited: 0, already_member: 0, already_invited: 0, invalid: 0 };
      for (const r of report) counts[r.status]++;
      return { lines: report, counts };
    });
  } catch (error) {
    return retryOnRace(error, "Please send the lines again.");
  }
}

export function conferenceInvitationSummary(counts: ConferencePcInvitationReport["counts"]): string {
  return `${counts.invited} invited, ${counts.already_member} already a member, ${counts.already_invited} already invited, ${counts.invalid} invalid.`;
}

/** POST /conference/pc-member/{confId}: the per-track addition in every named track, with one mail. */
export async function addMemberToTracks(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ConferencePcMemberAddInput,
): Promise<ConferencePcMemberAdded> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { tracks } = await requireConferencePc(
        trx,
        user,
        confId,
        { track_ids: input.track_ids },
        whyNotManageConferencePc,
      );
      const person = await resolveMemberToAdd(trx, input);
      const results: PcTrackResult[] = [];
      const added: ConferenceTrack[] = [];
      const refusals: string[] = [];
      for (const track of tracks.track_ids!) {
        const enrolment = await enrolInTrack(trx, user, track.id, person);
        results.push({ track_id: track.id, track_name: track.track_name, outcome: enrolment.outcome });
        if (enrolment.memberId === null) {
          refusals.push(`${track.track_name}: ${enrolment.refusal}`);
          continue;
        }
        added.push(track);
        await recordAudit(trx, {
          actorId: user.id,
          action: "tpc.member.add",
          entityType: "tpc_member",
          entityId: enrolment.memberId,
          confId,
          details: {
            track_id: track.id,
            user_id: person.id,
            by: input.by,
            account_created: person.created === true,
            awaiting_email_proof: !person.addressProven,
          },
        });
      }
      // the same refusals as the track's own call when the person joins none of the tracks
      if (added.length === 0) throw conflict(refusals.join(" "));
      const link = await setPasswordLinkFor(trx, ctx.config, person);
      await enqueueMail(trx, ctx.config, memberAddedMail(ctx.config, person, mailFacts(added), link));
      return { user_id: person.id, awaiting_email_verification: !person.addressProven, tracks: results };
    });
  } catch (error) {
    return retryOnRace(error, "Please try again.");
  }
}

/** POST /conference/pc-member-tracks/{confId}: the selected members join some tracks and leave others. */
export async function changeMemberTracks(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ConferencePcMemberTracksInput,
): Promise<ConferencePcMemberTracksResult> {
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const { tracks } = await requireConferencePc(
        trx,
        user,
        confId,
        { add_track_ids: input.add_track_ids, remove_track_ids: input.remove_track_ids },
        whyNotManageConferencePc,
        { everyTrackWhenEmpty: false },
      );
      const userIds = [...new Set(input.user_ids)];
      const onPc = await repo.usersOnConferencePc(trx, confId, userIds);
      const stranger = userIds.find((id) => !onPc.has(id));
      if (stranger !== undefined)
        throw fieldError("user_ids", `User ${stranger} is not on this conference's programme committee.`);
      const result: ConferencePcMemberTracksResult = { members: [], added: 0, removed: 0, removed_assignments: 0 };
      for (const userId of userIds) {
        const results: PcTrackResult[] = [];
        const added: ConferenceTrack[] = [];
        if (tracks.add_track_ids!.length > 0) {
          const person = await resolveMemberToAdd(trx, { by: "user", reviewer_id: userId }).catch(() => {
            throw fieldError("user_ids", `User ${userId}'s account is deactivated and cannot join a track.`);
          });
          for (const track of tracks.add_track_ids!) {
            const enrolment = await enrolInTrack(trx, user, track.id, person);
            results.push({ track_id: track.id, track_name: track.track_name, outcome: enrolment.outcome });
            if (enrolment.memberId === null) continue;
            added.push(track);
            await recordAudit(trx, {
              actorId: user.id,
              action: "tpc.member.add",
              entityType: "tpc_member",
              entityId: enrolment.memberId,
              confId,
              details: { track_id: track.id, user_id: userId, by: "user", awaiting_email_proof: !person.addressProven },
            });
          }
          if (added.length > 0) {
            const link = await setPasswordLinkFor(trx, ctx.config, person);
            await enqueueMail(trx, ctx.config, memberAddedMail(ctx.config, person, mailFacts(added), link));
          }
        }
        for (const track of tracks.remove_track_ids!) {
          const member = await repo.findMembership(trx, track.id, userId);
          if (!member) {
            results.push({ track_id: track.id, track_name: track.track_name, outcome: "not a member" });
            continue;
          }
          const dropped = await dropFromTrack(trx, member);
          result.removed += 1;
          result.removed_assignments += dropped.removed_assignments;
          results.push({ track_id: track.id, track_name: track.track_name, outcome: "removed" });
          await recordAudit(trx, {
            actorId: user.id,
            action: "tpc.member.remove",
            entityType: "tpc_member",
            entityId: member.id,
            confId,
            details: { track_id: track.id, user_id: userId, status: member.status, ...dropped },
          });
        }
        result.added += added.length;
        result.members.push({ user_id: userId, tracks: results });
      }
      return result;
    });
  } catch (error) {
    return retryOnRace(error, "Please try again.");
  }
}

/** POST /conference/pc-reminder/{confId}: the track reminder to the people of the named tracks, each mailed once. */
export async function remindConferencePc(
  ctx: AppContext,
  user: AuthUser,
  confId: number,
  input: ConferencePcReminderInput,
): Promise<ConferencePcReminderResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const { tracks } = await requireConferencePc(
      trx,
      user,
      confId,
      { track_ids: input.track_ids },
      // a reminder changes no membership: sent in any conference state
      (access) => whyNotMailTpc(access),
    );
    const named = tracks.track_ids!;
    const byId = new Map(named.map((t) => [t.id, t]));
    const audience = input.status === 1 ? repo.TPC_STATUS.ACCEPTED : repo.TPC_STATUS.PENDING;
    const pending = audience === repo.TPC_STATUS.PENDING;
    const everyone = await repo.membersOfTracksWithStatus(
      trx,
      named.map((t) => t.id),
      audience,
    );
    const people = await withFewerPublications(trx, everyone, input.fewer_publications_than);
    const from = senderAt(ctx.config, input.sender_email);
    const content = { from, subject: input.subject, message: input.message, pending };
    const factsOf = (person: (typeof people)[number]) => mailFacts(person.track_ids.map((id) => byId.get(id)!));
    if (input.preview) {
      // counted where the mails would be made: the dialog confirms this number, not its own guess
      const first = people[0];
      const setPasswordLink = first && pending && first.password_hash === null ? PREVIEW_SET_PASSWORD_LINK : null;
      const sample = first ? reminderMail(ctx.config, first, factsOf(first), { ...content, setPasswordLink }) : null;
      return {
        preview: true as const,
        recipients: people.length,
        sample: sample && { to: sample.to, from, subject: sample.subject, text: sample.text },
      };
    }
    const mails: OutgoingMail[] = [];
    for (const person of people) {
      // an invitee who never chose a password gets a fresh link: the first one may have expired
      const setPasswordLink = pending
        ? await setPasswordLinkFor(trx, ctx.config, { id: person.id, needsPassword: person.password_hash === null })
        : null;
      mails.push(reminderMail(ctx.config, person, factsOf(person), { ...content, setPasswordLink }));
    }
    await enqueueMail(trx, ctx.config, mails);
    await recordAudit(trx, {
      actorId: user.id,
      action: "tpc.reminder",
      entityType: "conference",
      entityId: confId,
      confId,
      details: {
        status: input.status,
        track_ids: named.map((t) => t.id),
        recipients: people.length,
        fewer_publications_than: input.fewer_publications_than ?? null,
        from,
        subject: input.subject,
      },
    });
    return { recipients: people.length };
  });
}

/** Only the people whose profile lists fewer publications than `limit` (no limit: everyone). */
async function withFewerPublications<T extends { id: number }>(
  trx: Transaction<Database>,
  people: T[],
  limit: number | undefined,
): Promise<T[]> {
  if (limit === undefined) return people;
  const counts = await publicationCountsOf(
    trx,
    people.map((p) => p.id),
  );
  return people.filter((p) => (counts.get(p.id) ?? 0) < limit);
}
