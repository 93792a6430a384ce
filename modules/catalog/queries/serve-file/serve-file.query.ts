import { Query } from '@nestjs/cqrs';

/**
 * The bytes to serve for a stored file, or for a photo's thumbnail; an attachment only through
 * its signed link.
 */
export class FileContent extends Query<{ bytes: Buffer; type: string }> {
  constructor(
    readonly key: string,
    readonly thumbnail: boolean,
    readonly link: { expires?: string; signature?: string },
  ) {
    super();
  }
}
