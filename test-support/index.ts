// What API tests, browser tests and benchmarks share: free ports, the SMTP peer and server processes.
export { freePort } from "./ports.js";
export { type ReceivedMail, SmtpPeer, mailDirectorySink, startSmtpServer } from "./smtpPeer.js";
export { type HealthWait, REPO_ROOT, ServerProcess, stopChild, waitUntilHealthy } from "./serverProcess.js";
