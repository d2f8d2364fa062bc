import { parseArgs } from "node:util";
import { passwordStrengthProblem } from "@symposia/domain/password-strength";
import { loadConfig } from "../config.js";
import { createContext } from "../context.js";
import { openDatabase } from "../db/connection.js";
import { migrateToLatest } from "../db/migrate.js";
import { ensureAdmin } from "../features/accounts/service.js";

// npm run create-admin -- --email admin@example.org --password 'a long password'
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } } });
  if (!values.email || !values.password) {
    console.error(
      "Usage: npm run create-admin -- --email <email> --password <a password of at least 8 characters, not a common one>",
    );
    process.exit(2);
  }
  // the rule of every other way to set a password
  const refused = passwordStrengthProblem(values.password);
  if (refused) {
    console.error(`The password is refused: ${refused}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl, config);
  await migrateToLatest(database.db);
  const outcome = await ensureAdmin(createContext(config, database), values.email, values.password);
  const said = {
    created: "created",
    updated: "is now an active administrator with this password; every earlier session of the account was signed out",
    unchanged: "was already an active administrator with this password; nothing changed",
  };
  console.log(`Admin ${values.email} ${said[outcome]}.`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
