// Answers to the calls public/shell.js started before the app's code arrived (app/earlyRequests.ts).
// The shell keeps each as { token, response } under its URL; the client takes one, once, in place
// of a fetch of its own, when it would send the same GET with the same token (or none).

interface EarlyAnswer {
  /** the token the shell sent, or null when it sent none */
  token: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __symposiaEarly?: Record<string, EarlyAnswer | undefined>;
  }
}

/** The shell's answer for `url` asked with `token` (null: without one), if there is one; it is given once. */
export function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | null {
  const answers = window.__symposiaEarly;
  const answer = answers?.[url];
  if (!answers || !answer) return null;
  delete answers[url];
  return answer.token === token ? answer.response : null;
}
