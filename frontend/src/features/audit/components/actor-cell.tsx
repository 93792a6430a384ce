import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Actor, actorKind, actorName } from '../format';
import { AUDIT } from '../messages';

/** Who made a change: the user's email or the client's name, over User or Client. */
export function ActorCell({ actor }: { actor: Actor }) {
  // Drawn again when the language changes: the kind and name below are read in it.
  useTranslation(AUDIT);
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
