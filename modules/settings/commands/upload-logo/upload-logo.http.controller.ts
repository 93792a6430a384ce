import { Controller, Delete, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { FastifyRequest } from 'fastify';
import { MemberRequest } from '../../../identity';
import { UploadTooLarge, uploadedFile } from '../../../platform';
import { SettingsRuleError } from '../../domain/business-settings';
import { OneSettingsResponse } from '../../responses/settings.response.dto';
import { SetLogo } from './upload-logo.command';

/** PUT …/settings/logo (a multipart file, PNG or JPEG up to 1 MB) sets it; DELETE removes it. */
@Controller('provider/:provider_id/settings/logo')
export class SetLogoController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  async put(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Req() req: MemberRequest & FastifyRequest,
  ): Promise<OneSettingsResponse> {
    let bytes: Buffer | undefined;
    try {
      bytes = await uploadedFile(req);
    } catch (error) {
      if (error instanceof UploadTooLarge)
        throw new SettingsRuleError('The logo must be at most 1 MB.');
      throw error;
    }
    return this.commands.execute(new SetLogo(providerId, req.member!, bytes ?? Buffer.alloc(0)));
  }

  @Delete()
  remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Req() req: MemberRequest,
  ): Promise<OneSettingsResponse> {
    return this.commands.execute(new SetLogo(providerId, req.member!, null));
  }
}
