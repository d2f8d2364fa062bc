// What GET /conference/dashboard/{confId} answers: the conference's phases in order, each with its
// state, dates, counts and the next action as a web path (the chairs' Dashboard screen).

/** The phases, in the order a conference runs them; `name` is what the screen shows. */
export const DASHBOARD_PHASES = [
  { key: "call_for_papers", name: "call for papers" },
  { key: "abstract_registration", name: "abstract registration" },
  { key: "submission", name: "submission" },
  { key: "bidding", name: "bidding" },
  { key: "assignment", name: "assignment" },
  { key: "reviewing", name: "reviewing" },
  { key: "discussion_and_response", name: "discussion and response" },
  { key: "decisions", name: "decisions" },
  { key: "notification", name: "notification" },
  { key: "camera_ready", name: "camera-ready" },
  { key: "proceedings", name: "proceedings" },
] as const;

export type DashboardPhaseKey = (typeof DASHBOARD_PHASES)[number]["key"];
export type DashboardPhaseState = "not started" | "open" | "closed";

/** Members with fewer bids than this are "under the bid reminder threshold" unless the call names another. */
export const DASHBOARD_DEFAULT_MIN_BIDS = 5;

/** One count; `link` is the web path of the list whose total it is (null: no list of its own). */
export interface DashboardCount {
  key: string;
  label: string;
  value: number;
  link: string | null;
}

export interface DashboardAction {
  label: string;
  /** a web path of the app (the screen or dialog that does it) */
  link: string;
}

export interface DashboardPhase {
  key: DashboardPhaseKey;
  name: string;
  state: DashboardPhaseState;
  /** "YYYY-MM-DD HH:mm" wall-clock times in the deadline time zone; null: not set */
  opens: string | null;
  closes: string | null;
  /** the same two dates as UTC instants (ISO), for the screens' date text */
  opens_at: string | null;
  closes_at: string | null;
  counts: DashboardCount[];
  next_action: DashboardAction | null;
}

/** Bids of one accepted member of one track (the track's Bids list). */
export interface DashboardMemberBids {
  track_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  bid_count: number;
}

export interface ConferenceDashboard {
  conf_id: number;
  acronym_title: string;
  /** the deadline time zone every date is in */
  timezone: string;
  /** the conference's Date Format ("DD.MM.YYYY"); null: the stored form */
  date_format: string | null;
  /** the phase the chair should act on now (the first open one, else the first not started) */
  current_phase: DashboardPhaseKey | null;
  min_bids: number;
  bids_per_member: DashboardMemberBids[];
  phases: DashboardPhase[];
}
