import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "../setup/serverProcess.js";

const repoRoot = path.resolve(import.meta.dirname, "../..");

export interface FreshSite {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * A second server on its own empty database and no administrator: what `npm start` gives on a
 * fresh machine. The shared stack of the global setup already has its admin, so the first-run
 * journey cannot use it.
 */
export async function startFreshSite(): Promise<FreshSite> {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "symposia-e2e-fresh-"));
  const server = await startServer({
    repoRoot,
    databaseFile: path.join(workDir, "fresh.db"),
    logFile: path.join(workDir, "server.log"),
  });
  return {
    origin: server.origin,
    stop: async () => {
      await server.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
