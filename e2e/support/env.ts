/**
 * The contract between the global setup (which starts the stack) and the test workers: the setup
 * writes these variables into process.env and Playwright's workers inherit them.
 */
export const ENV = {
  baseUrl: "E2E_BASE_URL",
  adminEmail: "E2E_ADMIN_EMAIL",
  adminPassword: "E2E_ADMIN_PASSWORD",
  mailDir: "E2E_MAIL_DIR",
} as const;

function required(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the specs through Playwright so setup/globalSetup.ts starts the stack.`);
  return value;
}

/** Origin of the running app, e.g. http://127.0.0.1:41234 (the API is under /api). */
export const baseUrl = (): string => required(ENV.baseUrl);
export const adminCredentials = (): { email: string; password: string } => ({
  email: required(ENV.adminEmail),
  password: required(ENV.adminPassword),
});
/** Directory where the SMTP peer drops one JSON file per received mail. */
export const mailDir = (): string => required(ENV.mailDir);
