/**
 * Resolves in a later task of the event loop, so the browser may paint, handle input and run
 * other tasks first. A message rather than a timer: timers in a background tab wait a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
