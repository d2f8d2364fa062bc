// HotCRP's bulk assignment CSV: paper,action,email[,round] (also `user` for email, `tag` for tags).
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
    else plan.assignments.push({ ref, external_id, action, email, tag: row.get("tag") || undefined });
  }
  return plan;
}
