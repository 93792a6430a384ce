import { Alert } from '@mantine/core';

export interface FormMessage {
  kind: 'error' | 'success';
  text: string;
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
    </Alert>
  );
}
