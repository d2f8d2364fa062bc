// The event module's surface: the events a feature may publish and the bus they go through
// (AppContext.events). See bus.ts for why reactions run inside the publishing transaction.
export type { DomainEvent } from "./events.js";
export { type EventBus, createEventBus } from "./bus.js";
