// HotCRP's bulk assignment CSV: paper,action,email[,round] (also `user` for email; `tag`, with an
// optional `tag_value` or `name#value`, for the tag action).
import { emptyPlan, type AssignmentAction, type ImportPlan, looksLikeEmail, refusal } from "../plan.js";
import { csvObjects } from "./csv.js";

const ACTIONS: readonly AssignmentAction[] = [
  "primary",
  "secondary",
  "pcreview",
  "review",
  "clearreview",
  "conflict",
  "clearconflict",
  "lead",
  "tag",
];

export function readHotcrpAssignments(data: Buffer): ImportPlan {
  const plan = emptyPlan();
  const { rows, header, ignored } = csvObjects(data.toString("utf8"), [
    "paper",
    "action",
    "email",
    "user",
    "round",
    "tag",
    "tag value",
  ]);
  plan.ignored_columns = ignored;
  for (const column of ["paper", "action"])
    if (!header.includes(column)) plan.refused.push({ line: 1, reason: `The header has no ${column} column.` });
  if (plan.refused.length) return plan;
  for (const row of rows) {
    const ref = { line: row.line };
    const external_id = row.get("paper");
    const action = row.get("action").toLowerCase() as AssignmentAction;
    const email = row.get("email") || row.get("user");
    if (!external_id) plan.refused.push(refusal(ref, "No paper number."));
    else if (!ACTIONS.includes(action)) plan.refused.push(refusal(ref, `Unknown action "${row.get("action")}".`));
    else if (action !== "tag" && !looksLikeEmail(email))
      plan.refused.push(refusal(ref, `Action ${action} needs a valid email.`));
    else if (action === "tag" && !row.get("tag")) plan.refused.push(refusal(ref, "Action tag needs a tag."));
    else {
      const value = row.get("tag value");
      const tag = row.get("tag") && value ? `${row.get("tag")}#${value}` : row.get("tag") || undefined;
      plan.assignments.push({ ref, external_id, action, email, tag });
    }
  }
  return plan;
}
