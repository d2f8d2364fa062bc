// The texts of the TPC mails. Every one is written to the outbox inside the action's transaction.
import { PRODUCT_NAME } from "@symposia/domain";
import type { AppConfig } from "../../config.js";
import type { OutgoingMail } from "../../mail/outbox.js";

interface Person {
  email: string;
  first_name: string;
}
interface TrackFacts {
  track_name: string;
  /** a mail about several tracks of the conference at once names them all */
  track_names?: readonly string[];
  acronym_title: string;
  event_name: string;
  conf_id: number;
}

/** "the track A", "the tracks A and B", "the tracks A, B and C" (quote: each name in quotes). */
export function tracksPhrase(names: readonly string[], quote = false): string {
  const q = names.map((n) => (quote ? `"${n}"` : n));
  if (q.length <= 1) return `the track ${q[0] ?? ""}`;
  return `the tracks ${q.slice(0, -1).join(", ")} and ${q[q.length - 1]}`;
}
const namesOf = (track: TrackFacts) => track.track_names ?? [track.track_name];
const quotedTracks = (track: TrackFacts) => tracksPhrase(namesOf(track), true);

const conferenceListLink = (config: AppConfig) => `${config.publicUrl}/conference/allConference`;
const greeting = (person: Person) => `Hello ${person.first_name || "there"},`;

/**
 * To an invitee: one-click Accept and Decline links (no sign-in needed), and the in-app way; new
 * accounts get a link to choose a password as well.
 */
export function invitationMail(
  config: AppConfig,
  person: Person,
  track: TrackFacts,
  setPasswordLink: string | null,
  answer: { accept: string; decline: string },
): OutgoingMail {
  const account = setPasswordLink
    ? [
        "An account has been created for you. Choose your password with this link (it works once and expires in 14 days):",
        setPasswordLink,
        "",
      ]
    : [];
  return {
    to: person.email,
    subject: `${track.acronym_title}: invitation to the programme committee (${namesOf(track).join(", ")})`,
    text: [
      greeting(person),
      "",
      `You are invited to join the technical programme committee (TPC) of ${quotedTracks(track)} of ${track.event_name} (${track.acronym_title}).`,
      "",
      "Answer with one click (each link works once, for either answer, and expires in 14 days):",
      `Accept: ${answer.accept}`,
      `Decline: ${answer.decline}`,
      "",
      ...account,
      `Or sign in and answer with Accept TPC Invitation on the conference card: ${conferenceListLink(config)}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "tpc_invitation",
    confId: track.conf_id,
  };
}

/** To someone a chair added to the TPC directly. */
export function memberAddedMail(
  config: AppConfig,
  person: Person,
  track: TrackFacts,
  setPasswordLink: string | null,
): OutgoingMail {
  return {
    to: person.email,
    subject: `${track.acronym_title}: you have been added to the programme committee (${namesOf(track).join(", ")})`,
    text: [
      greeting(person),
      "",
      `You have been added to the technical programme committee (TPC) of ${quotedTracks(track)} of ${track.event_name} (${track.acronym_title}).`,
      "",
      ...(setPasswordLink
        ? [
            "An account has been created for you. Choose your password with this link (it works once and expires in 14 days):",
            setPasswordLink,
            "",
          ]
        : []),
      `Your review assignments appear under Review Paper on the conference card: ${conferenceListLink(config)}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "tpc_member",
    confId: track.conf_id,
  };
}

/** One paper added by hand once the assignments are released. */
export function reviewerAssignedMail(
  config: AppConfig,
  person: Person,
  paper: { paper_sequence: number; paper_title: string; conf_id: number; acronym_title: string },
  assignmentId: number,
): OutgoingMail {
  return {
    to: person.email,
    subject: `${paper.acronym_title}: paper ${paper.paper_sequence} assigned to you for review`,
    text: [
      greeting(person),
      "",
      `Paper ${paper.paper_sequence}, "${paper.paper_title}", has been assigned to you for review.`,
      `Read it and write your review on the Review Papers screen: ${config.publicUrl}/conference/reviewPapers/${paper.conf_id}`,
      "",
      `— ${PRODUCT_NAME}`,
    ].join("\n"),
    contextType: "paper_reviewer",
    contextId: assignmentId,
    confId: paper.conf_id,
    dedupeKey: `assignment:${assignmentId}`,
  };
}

/** The chair's own text, with a footer that says where to act. */
export function reminderMail(
  config: AppConfig,
  person: Person,
  track: TrackFacts,
  content: { from: string; subject: string; message: string; pending: boolean; setPasswordLink: string | null },
): OutgoingMail {
  const footer = content.pending
    ? [
        `You have a pending invitation to the TPC of ${quotedTracks(track)} (${track.acronym_title}).`,
        ...(content.setPasswordLink
          ? [
              "Choose your password first with this link (it works once and expires in 14 days):",
              content.setPasswordLink,
            ]
          : []),
        `Answer it with Accept TPC Invitation on the conference card: ${conferenceListLink(config)}`,
      ]
    : [
        `You receive this as a TPC member of ${quotedTracks(track)} (${track.acronym_title}): ${conferenceListLink(config)}`,
      ];
  return {
    to: person.email,
    from: content.from,
    subject: content.subject,
    text: [content.message, "", "--", ...footer].join("\n"),
    contextType: "tpc_reminder",
    confId: track.conf_id,
  };
}
