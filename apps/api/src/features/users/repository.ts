import { sql, type Kysely } from "kysely";
import type { UserListQuery } from "@symposia/domain";
import type { Database } from "../../db/schema.js";
import { startsWithCi } from "../../db/search.js";

export const PUBLIC_USER_COLUMNS = ["id", "first_name", "last_name", "email", "country", "affiliation", "status"] as const;


export async function listUsers(db: Kysely<Database>, q: UserListQuery) {
  let base = db.selectFrom("users").where("deleted_at", "is", null);
  if (q.param_search) {
    const text = q.param_search;
    base = base.where((eb) =>
      eb.or([startsWithCi("first_name", text), startsWithCi("last_name", text), startsWithCi("email_normalized", text)]),
    );
  }
  const totalRow = await base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirstOrThrow();
  const sortColumn = q.order_by === "email" ? "email_normalized" : q.order_by;
  const data = await base
    .select([...PUBLIC_USER_COLUMNS])
    .orderBy(sortColumn === "status" ? "status" : sql.ref(sortColumn), q.order_type)
    .orderBy("id", "asc")
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page)
    .execute();
  return { data, total: Number(totalRow.total) };
}

export function getPublicUser(db: Kysely<Database>, id: number) {
  return db.selectFrom("users").select([...PUBLIC_USER_COLUMNS]).where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
}

export function searchActiveUsers(db: Kysely<Database>, text: string) {
  return db
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "email"])
    .where("status", "=", 1)
    .where("deleted_at", "is", null)
    .where((eb) =>
      eb.or([startsWithCi("first_name", text), startsWithCi("last_name", text), startsWithCi("email_normalized", text)]),
    )
    .orderBy("first_name")
    .orderBy("last_name")
    .orderBy("id")
    .limit(20)
    .execute();
}
