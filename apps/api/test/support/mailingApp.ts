// A test app whose mail goes to a real SMTP peer, with an ADMIN and a plain user, set up once per
// file (the hooks are registered by the call). Read the fields inside tests, after beforeAll ran.
import { afterAll, beforeAll } from "vitest";
import { createAdmin, createUser, type TestUser } from "./factories.js";
import { SmtpPeer } from "../../../../test-support/index.js";
import { createTestApp, type TestApp } from "./testApp.js";

export interface MailingApp {
  t: TestApp;
  admin: TestUser;
  owner: TestUser;
  smtp: SmtpPeer;
}

export function useMailingApp(): MailingApp {
  const world = { smtp: new SmtpPeer() } as MailingApp;
  beforeAll(async () => {
    await world.smtp.start();
    world.t = await createTestApp({ smtpUrl: world.smtp.url });
    world.admin = await createAdmin(world.t.app, world.t.ctx);
    world.owner = await createUser(world.t.app, world.t.ctx);
  });
  afterAll(async () => {
    await world.t.close();
    await world.smtp.stop();
  });
  return world;
}
