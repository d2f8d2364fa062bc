import { z } from "zod";
import { USER_PAGE_SIZES, USER_SORT_COLUMNS } from "../rules/users.js";
import {
  countryField,
  emailField,
  idField,
  oneLineText,
  optionalOneLineText,
  orderTypeField,
  passwordField,
} from "./common.js";

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200),
});

export const registerSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: oneLineText("Last name", 100),
  email: emailField(),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
  password: passwordField(),
});

export const getLinkSchema = z.object({
  email: emailField(),
  op_type: z.literal("FORGOT_PASSWORD", { error: "op_type must be FORGOT_PASSWORD." }),
});

const matchingPasswords = <T extends { new_password: string; confirm_password: string }>(v: T) =>
  v.new_password === v.confirm_password;
const mismatch = { message: "The new password and its confirmation do not match.", path: ["confirm_password"] };

export const setPasswordSchema = z
  .object({
    token: z
      .string({ error: "The link is invalid or has expired." })
      .min(1, "The link is invalid or has expired.")
      .max(200),
    new_password: passwordField("New password"),
    confirm_password: z.string({ error: "Confirm password is required." }).min(1, "Confirm password is required."),
  })
  .refine(matchingPasswords, mismatch);

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: "Old password is required." }).min(1, "Old password is required.").max(200),
    new_password: passwordField("New password"),
    confirm_password: z.string({ error: "Confirm password is required." }).min(1, "Confirm password is required."),
    /** also revoke the caller's personal API tokens */
    revoke_api_tokens: z.boolean({ error: "revoke_api_tokens must be true or false." }).optional(),
  })
  .refine(matchingPasswords, mismatch);

export const profileUpdateSchema = z.object({
  first_name: oneLineText("First name", 100),
  last_name: optionalOneLineText("Last name", 100),
  country: countryField,
  affiliation: oneLineText("Affiliation", 255),
});

export const adminUserUpdateSchema = profileUpdateSchema.extend({
  user_id: idField("user_id"),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .optional(),
});

export const userListQuerySchema = z.object({
  param_search: z.string().trim().max(100).optional().default(""),
  order_by: z
    .enum(USER_SORT_COLUMNS, { error: `order_by must be one of ${USER_SORT_COLUMNS.join(", ")}.` })
    .optional()
    .default("first_name"),
  order_type: orderTypeField,
  per_page: z.coerce
    .number({ error: "per_page must be a number." })
    .pipe(
      z.union(USER_PAGE_SIZES.map((n) => z.literal(n)) as [z.ZodLiteral<10>, z.ZodLiteral<20>, z.ZodLiteral<50>], {
        error: "per_page must be 10, 20 or 50.",
      }),
    )
    .optional()
    .default(50),
  page: z.coerce
    .number({ error: "page must be a number." })
    .int()
    .min(1, "page must be at least 1.")
    .max(1_000_000)
    .optional()
    .default(1),
});

export const userSearchQuerySchema = z.object({
  param_search: z
    .string({ error: "Type at least 2 characters." })
    .trim()
    .min(2, "Type at least 2 characters.")
    .max(100),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type UserListQuery = z.infer<typeof userListQuerySchema>;
