// What GET /track/all/{confId} and GET /track/{trackId} answer (apps/api/src/features/tracks).

/** A chair of a track (track_chair_data). */
export interface TrackChair {
  /** the chair record's id (DELETE /track/chair/{id}) */
  id: number;
  track_id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  /**
   * true: picked from an account whose owner has not proven its address; the chair is held (no
   * rights) and shown as "awaiting email verification" until the owner verifies. Held chairs are
   * listed only to those who run the TPC.
   */
  awaiting_email_verification: boolean;
}

/** A TPC member of a track (track_reviewer_data; only shown to those who run the TPC). */
export interface TrackReviewer {
  id: number;
  track_id: number;
  reviewer_id: number;
  reviewer_first_name: string;
  reviewer_last_name: string;
  reviewer_email: string;
  /** 0 pending invitation, 1 accepted, 2 declined, 3 awaiting email verification (held) */
  status: number;
}

export interface Track {
  id: number;
  conf_id: number;
  track_name: string;
  track_short_name: string;
  track_description: string;
  track_chair_data: TrackChair[];
  track_reviewer_data: TrackReviewer[];
}

/** POST /track/ and POST /conference: the record created. */
export interface Created {
  id: number;
}

/** POST /track/chair-assign/{trackId}: the chair entry; awaiting_email_verification while the address is unproven. */
export interface TrackChairAdded {
  id: number;
  awaiting_email_verification: boolean;
}
