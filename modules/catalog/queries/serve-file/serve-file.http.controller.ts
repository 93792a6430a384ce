import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { FastifyReply } from 'fastify';
import { AnswersBinary } from '../../../platform';
import { ATTACHMENT_BUCKET } from '../../domain/file-keys';
import { STORED_FILE_TYPES } from '../../domain/image-type';
import { FileContent } from './serve-file.query';
import { ServeFileQuery } from './serve-file.request.dto';

/**
 * Serving files. Product photos are public (clients see them in the portal) and named by
 * random ids, so they are cached for good; attachments only through a signed, short-lived link.
 */
@Controller()
export class ServeFileController {
  constructor(private readonly queries: QueryBus) {}

  @Get('files/:bucket/:owner/:name')
  @AnswersBinary(STORED_FILE_TYPES)
  async serve(
    @Param('bucket') bucket: string,
    @Param('owner') owner: string,
    @Param('name') name: string,
    @Query() query: ServeFileQuery,
    @Res() res: FastifyReply,
  ): Promise<void> {
    const { bytes, type } = await this.queries.execute(
      new FileContent(`${bucket}/${owner}/${name}`, query.size === 'thumb', {
        expires: query.expires,
        signature: query.signature,
      }),
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
}
