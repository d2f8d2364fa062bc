// `npm run bench` runs every scenario in this folder; `npm run bench -- papers` runs one
// (`npm run bench -- papers --quick` passes the rest on). A scenario is a file `bench/<name>.ts`
// whose default export is `async (args: string[]) => void`; files starting with "_", and helper
// modules without a default export (e.g. papersSeed.ts), are not scenarios.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { dropBenchDatabases } from "./pgBase.js";

export type Scenario = (args: string[]) => Promise<void>;

const here = import.meta.dirname;
const NOT_SCENARIOS = new Set(["run", "stats", "pgBase"]);

function scenarioNames(): string[] {
  return fs
    .readdirSync(here)
    .filter((f) => f.endsWith(".ts") && !f.startsWith("_") && !f.endsWith(".d.ts"))
    .map((f) => f.slice(0, -3))
    .filter((name) => !NOT_SCENARIOS.has(name))
    .sort();
}

async function runScenario(name: string, args: string[], explicit: boolean): Promise<void> {
  const file = path.join(here, `${name}.ts`);
  if (!fs.existsSync(file)) throw new Error(`No scenario "${name}". Available: ${scenarioNames().join(", ")}`);
  const mod = (await import(pathToFileURL(file).href)) as { default?: Scenario };
  if (typeof mod.default !== "function") {
    if (explicit) throw new Error(`bench/${name}.ts has no default export (async (args) => void).`);
    return; // a helper module
  }
  console.log(`\n=== bench: ${name} ===`);
  const started = performance.now();
  await mod.default(args);
  console.log(`=== ${name} done in ${((performance.now() - started) / 1000).toFixed(1)} s ===`);
}

const [name, ...rest] = process.argv.slice(2);
try {
  if (name && !name.startsWith("-")) await runScenario(name, rest, true);
  else {
    // One scenario failing does not take the others down; the run still ends with exit code 1.
    for (const scenario of scenarioNames()) {
      try {
        await runScenario(scenario, process.argv.slice(2), false);
      } catch (error) {
        console.error(`=== ${scenario} failed: ${error instanceof Error ? error.stack : error}`);
        process.exitCode = 1;
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await dropBenchDatabases();
}
