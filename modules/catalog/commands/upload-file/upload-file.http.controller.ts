import { Controller, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { PlanLimits } from '../../../billing';
import { UploadTooLarge, uploadedFile } from '../../../platform';
import { ATTACHMENT_BUCKET, PHOTO_BUCKET } from '../../domain/file-keys';
import { ATTACHMENT_TOO_LARGE, FileTooLarge, PHOTO_TOO_LARGE } from '../../domain/uploads';
import { UploadedFileResponse } from '../../responses/file.response.dto';
import { UploadFile } from './upload-file.command';
import { UploadQuery } from './upload-file.request.dto';

/**
 * Upload a file for the provider: a product photo, or with `?bucket=order_attachments` an order
 * attachment (members of the provider; the attachment is then added to an order).
 */
@Controller('provider/:provider_id/files')
export class UploadFileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly plans: PlanLimits,
  ) {}

  @Post()
  async upload(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: UploadQuery,
    @Req() request: FastifyRequest,
  ): Promise<UploadedFileResponse> {
    const bucket = query.bucket ?? PHOTO_BUCKET;
    // Photos on products are a Pro feature (402 PRO_REQUIRED_PHOTOS on Free): refused here,
    // before the body is read, so the check cannot wait for the handler.
    if (bucket === PHOTO_BUCKET) await this.plans.assertPhotos(providerId);
    let bytes: Buffer | undefined;
    try {
      bytes = await uploadedFile(request);
    } catch (error) {
      if (!(error instanceof UploadTooLarge)) throw error;
      // A file over the limit is refused with the spec's words, before it is read any further.
      throw new FileTooLarge(bucket === ATTACHMENT_BUCKET ? ATTACHMENT_TOO_LARGE : PHOTO_TOO_LARGE);
    }
    return this.commands.execute(new UploadFile(providerId, bucket, bytes ?? Buffer.alloc(0)));
  }
}
