import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlanLimits } from '../../billing';
import {
  AUDITOR_REFUSAL,
  isAuditor,
  MemberCheck,
  SignedIn,
  SignedInGuard,
  SignedInUser,
} from '../../identity';
import { badRequest, HttpError, UploadTooLarge, uploadedFile } from '../../platform';
import { RemoveFileQuery, ServeFileQuery, UploadQuery } from './files.request.dto';
import { FilesService } from './files.service';
import { ATTACHMENT_BUCKET, PHOTO_TOO_LARGE } from './photos';

/**
 * Upload a file for the provider: a product photo, or with `?bucket=order_attachments` an order
 * attachment (members of the provider; the attachment is then added to an order).
 */
@Controller('provider/:provider_id/files')
export class UploadFileController {
  constructor(
    private readonly files: FilesService,
    private readonly plans: PlanLimits,
  ) {}

  @Post()
  async upload(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Query() query: UploadQuery,
    @Req() request: FastifyRequest,
  ) {
    const { bucket } = query;
    // Photos on products are a Pro feature (402 PRO_REQUIRED_PHOTOS on Free), refused unread.
    if (bucket !== ATTACHMENT_BUCKET) await this.plans.assertPhotos(providerId);
    let bytes: Buffer | undefined;
    try {
      bytes = await uploadedFile(request);
    } catch (error) {
      if (!(error instanceof UploadTooLarge)) throw error;
      // A file over the limit is refused with the spec's words, before it is read any further.
      throw new HttpError(
        413,
        bucket === ATTACHMENT_BUCKET ? 'File is larger than 10 MB' : PHOTO_TOO_LARGE,
      );
    }
    return bucket === ATTACHMENT_BUCKET
      ? this.files.uploadAttachment(providerId, bytes)
      : this.files.uploadPhoto(providerId, bytes);
  }
}

/**
 * Serving and removing files. Product photos are public (clients see them in the portal) and
 * named by random ids, so they are cached for good; removal is for members of the owner only.
 */
@Controller()
export class FilesController {
  constructor(
    private readonly files: FilesService,
    private readonly members: MemberCheck,
  ) {}

  @Get('files/:bucket/:owner/:name')
  async serve(
    @Param('bucket') bucket: string,
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Query() query: ServeFileQuery,
    @Res() res: FastifyReply,
  ) {
    const { bytes, type } = await this.files.read(
      `${bucket}/${owner}/${name}`,
      query.size === 'thumb',
      { expires: query.expires, signature: query.signature },
    );
    const isPrivate = bucket === ATTACHMENT_BUCKET;
    res
      .headers({
        'Content-Type': type,
        // Photos never change (random names); attachment links are personal and short-lived.
        'Cache-Control': isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
        ...(isPrivate ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
      })
      .send(bytes);
  }

  @Delete('file')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async remove(@Query() query: RemoveFileQuery, @SignedIn() user: SignedInUser) {
    const { file } = query;
    if (this.files.isAttachment(file))
      throw badRequest('An attachment is removed from its order, not here.');
    const owner = await this.files.ownerOf(file);
    const member = await this.members.member(user, owner);
    if (isAuditor(member)) throw new HttpError(403, AUDITOR_REFUSAL);
    await this.files.remove(file);
  }
}
