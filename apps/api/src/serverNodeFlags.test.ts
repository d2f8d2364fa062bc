import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./serverNodeFlags.js";

const REPO = path.resolve(import.meta.dirname, "../../..");
const ENTRY = "apps/api/dist/server.js";

/** Every `node … apps/api/dist/server.js` command in a text, with what stands between. */
function serverCommands(text: string): string[] {
  return [...text.matchAll(/\bnode ((?:--?[\w-]+(?:=\S+)? )*)apps\/api\/dist\/server\.js/g)].map((m) => m[1]!.trim());
}

describe("the V8 flags the server is started with", () => {
  it("are on npm start's command line, where V8 reads them", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, "package.json"), "utf8")) as { scripts: { start: string } };
    const commands = serverCommands(pkg.scripts.start);
    expect(commands).toHaveLength(1);
    for (const flag of SERVER_NODE_FLAGS) expect(commands[0]!.split(" ")).toContain(flag);
  });

  it("are on every command the README gives for starting the built server", () => {
    const commands = serverCommands(fs.readFileSync(path.join(REPO, "README.md"), "utf8"));
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands)
      for (const flag of SERVER_NODE_FLAGS) expect(command.split(" "), `node ${command} ${ENTRY}`).toContain(flag);
  });
});
