import { Alert, Text } from '@mantine/core';

export interface FormMessage {
  kind: 'error' | 'success';
  text: string;
  /** A second line under the text: e.g. the server's reason beneath the spec's alert. */
  detail?: string;
}

export function FormAlert({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  return (
    <Alert
      role={message.kind === 'error' ? 'alert' : 'status'}
      color={message.kind === 'error' ? 'red' : 'teal'}
      variant="light"
    >
      {message.text}
      {message.detail ? (
        <Text size="sm" c="dimmed" mt={4}>
          {message.detail}
        </Text>
      ) : null}
    </Alert>
  );
}
