import { Text } from '@mantine/core';
import { type Actor, actorKind } from '../format';

/**
 * Who made a change, by name: the member's email, the client's name, the key's name; never an
 * id, which tells a reader nothing. A change made by the system, or by someone whose name is
 * gone, says so.
 */
export function actorName(actor: Actor): string {
  if (actor.name) return actor.name;
  if (actor.type === 'system') return 'System';
  return actor.type ? 'Unknown' : '—';
}

/** Who made a change: the user's email or the client's name, over User or Client. */
export function ActorCell({ actor }: { actor: Actor }) {
  const kind = actorKind(actor);
  return (
    <>
      <Text size="sm">{actorName(actor)}</Text>
      {kind ? (
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      ) : null}
    </>
  );
}
