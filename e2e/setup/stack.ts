/** What the global setup started, handed to the global teardown (both run in the runner process). */
export interface RunningStack {
  workDir: string;
  stopServer: () => Promise<void>;
  stopSmtp: () => Promise<void>;
}

export const STACK_KEY = "__symposiaE2eStack";
