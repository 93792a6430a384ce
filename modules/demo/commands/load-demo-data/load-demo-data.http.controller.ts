import { Controller, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { DEMO_NOT_ALLOWED, DemoDataNotAllowed, mayManageDemo } from '../../domain/demo-data';
import { DemoDataStatusResponse } from '../../responses/demo-data.response.dto';
import { LoadDemoData } from './load-demo-data.command';

/** POST /api/provider/{provider_id}/demo-data: the demo data, into an empty provider. */
@Controller('provider/:provider_id/demo-data')
export class LoadDemoDataController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  load(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Req() req: MemberRequest,
  ): Promise<DemoDataStatusResponse> {
    const member = req.member!;
    if (!mayManageDemo(member)) throw new DemoDataNotAllowed(DEMO_NOT_ALLOWED);
    return this.commands.execute(new LoadDemoData(providerId, member.userId));
  }
}
