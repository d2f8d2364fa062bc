import fs from "node:fs";
import { STACK_KEY, type RunningStack } from "./stack.js";

/** Stops the server (gracefully) and the SMTP peer; keeps the temp dir when E2E_KEEP_ARTIFACTS is set. */
export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as Record<string, unknown>)[STACK_KEY] as RunningStack | undefined;
  if (!stack) return;
  delete (globalThis as Record<string, unknown>)[STACK_KEY];
  await stack.stopServer();
  await stack.stopSmtp();
  if (process.env.E2E_KEEP_ARTIFACTS) console.log(`e2e artifacts kept in ${stack.workDir}`);
  else fs.rmSync(stack.workDir, { recursive: true, force: true });
}
