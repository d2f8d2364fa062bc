// The in-process event bus: a write publishes what happened, and the features that react do so
// in the same transaction, before it commits.
//
// Why in the transaction, and not after the commit or in a queue of its own: the reactions are
// writes too (mail rows in the outbox, an assignment dropped, tokens revoked), so they commit or
// roll back with the write that caused them. A reaction that fails undoes the write (the caller
// gets the error, as when the feature called the other directly); a write that rolls back leaves
// no mail behind; a retried write publishes again only if its first attempt left nothing. Mail
// still goes through the transactional outbox (mail/outbox.ts enqueueMail with this transaction),
// whose worker delivers it after the commit, with its dedupe keys. So nothing is lost and nothing
// is sent twice, and the moment is the same as a direct call's.
//
// Why a bus per application (AppContext.events) and not a module-level list: tests build many
// apps in one process; a global list registered at each build would run every reaction once per
// build, sending each mail several times. The bus is sealed once app.ts has registered the
// reactions (src/reactions.ts): publishing on a bus that is not sealed, registering on one that
// is, and sealing with an event type that has no reaction all throw, so a context cannot lose an
// event or run a reaction twice.
import type { Transaction } from "kysely";
import type { Database } from "../db/schema.js";
import { EVENT_TYPES, type DomainEvent, type EventOf, type EventType } from "./events.js";

export type Reaction<T extends EventType> = (trx: Transaction<Database>, event: EventOf<T>) => Promise<void>;

export interface EventBus {
  /** Registers a reaction; at app build only, before `seal`. Reactions run in registration order. */
  on<T extends EventType>(type: T, reaction: Reaction<T>): void;
  /** Ends registration; throws when an event type has no reaction. */
  seal(): void;
  /** Runs every reaction to the event, one after the other, inside the caller's transaction. */
  publish(trx: Transaction<Database>, event: DomainEvent): Promise<void>;
}

export function createEventBus(): EventBus {
  const reactions = new Map<EventType, Reaction<EventType>[]>();
  let sealed = false;
  return {
    on(type, reaction) {
      if (sealed) throw new Error(`Event bus: a reaction to ${type} registered after the bus was sealed.`);
      reactions.set(type, [...(reactions.get(type) ?? []), reaction as unknown as Reaction<EventType>]);
    },
    seal() {
      const missing = EVENT_TYPES.filter((type) => !reactions.has(type));
      if (missing.length > 0) throw new Error(`Event bus: no reaction to ${missing.join(", ")}.`);
      sealed = true;
    },
    async publish(trx, event) {
      if (!sealed) throw new Error(`Event bus: ${event.type} published before the reactions were registered.`);
      // one after the other: the reactions share the transaction's single connection
      for (const reaction of reactions.get(event.type) ?? []) await reaction(trx, event);
    },
  };
}
