import { Text } from '@mantine/core';
import { type Actor, actorKind } from '../format';

/** Who made a change: the user's email or the client's name, over User or Client. */
export function ActorCell({ actor }: { actor: Actor }) {
  const kind = actorKind(actor);
  return (
    <>
      <Text size="sm">{actor.name ?? actor.id ?? '—'}</Text>
      {kind ? (
        <Text size="xs" c="dimmed">
          {kind}
        </Text>
      ) : null}
    </>
  );
}
