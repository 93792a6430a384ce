import {
  ArgumentsHost,
  Catch,
  Controller,
  Delete,
  ExceptionFilter,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseUUIDPipe,
  PayloadTooLargeException,
  Post,
  Query,
  Res,
  UploadedFile,
  UseFilters,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Response } from 'express';
import { MemberCheck } from '../../identity';
import { badRequest } from '../../platform';
import { FilesService } from './files.service';
import { MAX_PHOTO_BYTES, PHOTO_TOO_LARGE } from './photos';

/** A photo over the limit is refused with the spec's words, before it is read any further. */
@Catch(PayloadTooLargeException)
class PhotoTooLargeFilter implements ExceptionFilter {
  catch(_: PayloadTooLargeException, host: ArgumentsHost) {
    host
      .switchToHttp()
      .getResponse<Response>()
      .status(413)
      .json({ statusCode: 413, error: PHOTO_TOO_LARGE, message: PHOTO_TOO_LARGE });
  }
}

/** Upload a product photo (members of the provider). */
@Controller('provider/:provider_id/files')
export class UploadFileController {
  constructor(private readonly files: FilesService) {}

  @Post()
  @UseFilters(PhotoTooLargeFilter)
  @UseInterceptors(FileInterceptor('file', { limits: { fileSize: MAX_PHOTO_BYTES, files: 1 } }))
  async upload(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @UploadedFile() file: { buffer: Buffer } | undefined,
  ) {
    return this.files.uploadPhoto(providerId, file?.buffer);
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
    @Query('size') size: string | undefined,
    @Res() res: Response,
  ) {
    const { bytes, type } = await this.files.read(`${bucket}/${owner}/${name}`, size === 'thumb');
    res
      .set({
        'Content-Type': type,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      })
      .send(bytes);
  }

  @Delete('file')
  @HttpCode(204)
  async remove(
    @Query('file') file: string | undefined,
    @Headers('authorization') authorization: string | undefined,
  ) {
    if (!file) throw badRequest('file is required: the path of the file to remove');
    const owner = await this.files.ownerOf(file);
    await this.members.member(authorization, owner);
    await this.files.remove(file);
  }
}
