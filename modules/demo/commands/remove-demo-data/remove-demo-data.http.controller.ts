import { Controller, Delete, Param, ParseUUIDPipe, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { DEMO_NOT_ALLOWED, DemoDataNotAllowed, mayManageDemo } from '../../domain/demo-data';
import { DemoDataStatusResponse } from '../../responses/demo-data.response.dto';
import { RemoveDemoData } from './remove-demo-data.command';

/** DELETE /api/provider/{provider_id}/demo-data: exactly what the demo made, in one click. */
@Controller('provider/:provider_id/demo-data')
export class RemoveDemoDataController {
  constructor(private readonly commands: CommandBus) {}

  @Delete()
  remove(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Req() req: MemberRequest,
  ): Promise<DemoDataStatusResponse> {
    const member = req.member!;
    if (!mayManageDemo(member)) throw new DemoDataNotAllowed(DEMO_NOT_ALLOWED);
    return this.commands.execute(new RemoveDemoData(providerId, member.userId));
  }
}
