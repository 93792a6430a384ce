import { Controller, Delete, HttpCode, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SignedIn, SignedInGuard, SignedInUser } from '../../../identity';
import { RemoveFile } from './remove-file.command';
import { RemoveFileQuery } from './remove-file.request.dto';

/** DELETE /file: removal is for members of the file's provider only (not auditors). */
@Controller()
export class RemoveFileController {
  constructor(private readonly commands: CommandBus) {}

  @Delete('file')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async remove(@Query() query: RemoveFileQuery, @SignedIn() user: SignedInUser) {
    await this.commands.execute(new RemoveFile(user, query.file));
  }
}
