// Answer schemas of the user and account calls (answers/users.ts).
import { z } from "zod";
import type { EmailVerified, LoginResult, Registered, UserProfile, UserSearchHit } from "../../answers/users.js";
import type { Assert, Same } from "./agree.js";
import { pageAnswer } from "./common.js";

const userProfile = z.strictObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country: z.string(),
  affiliation: z.string(),
  status: z.number(),
});

/** GET /users */
export const usersPageAnswer = pageAnswer(userProfile);

/** GET /users/{id}: a list whose one item is the user. */
export const userAnswer = z.array(userProfile).length(1);

const userSearchHit = z.strictObject({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
});

/** GET /search-users */
export const userSearchAnswer = z.array(userSearchHit);

/** POST /login */
export const loginAnswer = z.strictObject({
  user: z.strictObject({
    id: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.string(),
    email_verified: z.boolean(),
  }),
  access_token: z.string(),
});

/** POST /register */
export const registeredAnswer = z.strictObject({ id: z.number() }).nullable();

/** POST /verify_email */
export const emailVerifiedAnswer = z.strictObject({ email_verified: z.boolean() });

type _Agrees = [
  Assert<Same<z.output<typeof userProfile>, UserProfile>>,
  Assert<Same<z.output<typeof userSearchHit>, UserSearchHit>>,
  Assert<Same<z.output<typeof loginAnswer>, LoginResult>>,
  Assert<Same<z.output<typeof registeredAnswer>, Registered>>,
  Assert<Same<z.output<typeof emailVerifiedAnswer>, EmailVerified>>,
];
