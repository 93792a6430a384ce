import { Query } from '@nestjs/cqrs';
import { SignedInUser } from '../../../identity';

/**
 * A short-lived link to download an attachment: for members of the provider (`providerId`) or
 * for its client (`linkKey`, the key of the client's portal link).
 */
export class AttachmentDownloadLink extends Query<{ download_url: string }> {
  constructor(
    readonly orderId: string,
    readonly attachmentId: string,
    readonly whose: { providerId: string; user: SignedInUser | undefined } | { linkKey: string },
  ) {
    super();
  }
}
