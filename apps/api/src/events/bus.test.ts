import type { Transaction } from "kysely";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/schema.js";
import { createEventBus } from "./bus.js";
import { EVENT_TYPES, type EventType } from "./events.js";

// The bus needs no database: a transaction is handed through untouched, so a stand-in shows
// that every reaction got the publisher's own.
const trx = { name: "the publisher's transaction" } as unknown as Transaction<Database>;
const otherTrx = { name: "another transaction" } as unknown as Transaction<Database>;

/** A bus with a do-nothing reaction to every event type but `except`, not yet sealed. */
function busReactingToAll(except: EventType[] = []) {
  const bus = createEventBus();
  for (const type of EVENT_TYPES) if (!except.includes(type)) bus.on(type, async () => undefined);
  return bus;
}

describe("event bus", () => {
  it("runs each reaction to an event once, in registration order, with the publisher's transaction", async () => {
    const bus = busReactingToAll(["account.closed"]);
    const seen: string[] = [];
    bus.on("account.closed", async (t, event) => {
      expect(t).toBe(trx);
      seen.push(`first ${event.userId}`);
    });
    bus.on("account.closed", async (t, event) => {
      expect(t).toBe(trx);
      seen.push(`second ${event.userId}`);
    });
    bus.seal();
    await bus.publish(trx, { type: "account.closed", userId: 7 });
    expect(seen).toEqual(["first 7", "second 7"]);
  });

  it("runs only the reactions to the event published", async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    for (const type of EVENT_TYPES)
      bus.on(type, async () => {
        seen.push(type);
      });
    bus.seal();
    await bus.publish(otherTrx, { type: "account.password_changed", userId: 1, endApiTokens: true });
    expect(seen).toEqual(["account.password_changed"]);
  });

  it("waits for one reaction before the next starts (they share one connection)", async () => {
    const bus = busReactingToAll(["conflict.declared"]);
    const seen: string[] = [];
    bus.on("conflict.declared", async () => {
      seen.push("slow starts");
      await new Promise((resolve) => setImmediate(resolve));
      seen.push("slow ends");
    });
    bus.on("conflict.declared", async () => {
      seen.push("next starts");
    });
    bus.seal();
    await bus.publish(trx, { type: "conflict.declared", paper: { id: 1, conf_id: 2 }, userId: 3, actorId: 4 });
    expect(seen).toEqual(["slow starts", "slow ends", "next starts"]);
  });

  it("hands a failing reaction's error to the publisher and runs no later reaction (the write rolls back)", async () => {
    const bus = busReactingToAll(["account.closed"]);
    let laterRan = false;
    bus.on("account.closed", async () => {
      throw new Error("the outbox is unreachable");
    });
    bus.on("account.closed", async () => {
      laterRan = true;
    });
    bus.seal();
    await expect(bus.publish(trx, { type: "account.closed", userId: 1 })).rejects.toThrow("the outbox is unreachable");
    expect(laterRan).toBe(false);
  });

  it("refuses to publish before it is sealed: the reactions may not all be there yet", async () => {
    const bus = busReactingToAll();
    await expect(bus.publish(trx, { type: "account.closed", userId: 1 })).rejects.toThrow(/before the reactions/);
  });

  it("refuses a reaction registered after sealing: it would miss what was already published", () => {
    const bus = busReactingToAll();
    bus.seal();
    expect(() => bus.on("account.closed", async () => undefined)).toThrow(/after the bus was sealed/);
  });

  it("refuses to seal while an event type has no reaction: publishing it would lose the side effect", () => {
    const bus = busReactingToAll(["conference.assignments_released"]);
    expect(() => bus.seal()).toThrow("no reaction to conference.assignments_released");
  });
});
