/**
 * The typed, versioned event bus: the only channel between apps besides the shared stores. Every event has a
 * zod schema; a payload that does not match is refused at the sender, so a listener can trust what it gets.
 */
import * as z from 'zod/mini';
import { EVENT_SCHEMAS } from '../contracts/events';

export { EVENT_SCHEMAS };
export type EventName = keyof typeof EVENT_SCHEMAS;
export type EventPayload<E extends EventName> = z.infer<(typeof EVENT_SCHEMAS)[E]['schema']>;
export interface EventEnvelope<E extends EventName> {
  name: E;
  version: number;
  payload: EventPayload<E>;
}
type Listener<E extends EventName> = (payload: EventPayload<E>, envelope: EventEnvelope<E>) => void;

export function createEventBus() {
  const listeners = new Map<EventName, Set<Listener<never>>>();
  return {
    emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
      const { version, schema } = EVENT_SCHEMAS[name];
      // Checked against this runtime's contract; what the sender added beyond it (a newer app's field) is kept.
      const parsed = { ...schema.parse(payload), ...payload } as EventPayload<E>;
      const envelope: EventEnvelope<E> = { name, version, payload: parsed };
      for (const listener of [...(listeners.get(name) ?? [])]) (listener as Listener<E>)(parsed, envelope);
    },
    on<E extends EventName>(name: E, listener: Listener<E>): () => void {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
  };
}
export type EventBus = ReturnType<typeof createEventBus>;

/** The one bus of the page (the shared package is a Module Federation singleton). */
export const eventBus: EventBus = createEventBus();
