import { List, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import type { Order } from '../api/orders-api';

interface AttachmentSummary {
  id?: string;
  file_name?: string;
}

/**
 * The Attachments section of spec 2.8. The server sends an empty list for now; uploading
 * (provider), downloading (both) and removing (provider) attachments (spec 5 and 7,
 * Attachments) plug in here.
 */
export function OrderAttachments({ order }: { order: Order }) {
  const attachments = (order.attachments ?? []) as AttachmentSummary[];
  return (
    <SectionCard title="Attachments">
      {attachments.length === 0 ? (
        <Text c="dimmed">There are no attachments.</Text>
      ) : (
        <List size="sm">
          {attachments.map((attachment, index) => (
            <List.Item key={attachment.id ?? index}>
              {attachment.file_name ?? 'Attachment'}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
