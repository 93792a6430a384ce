import { Body, Controller, Param, ParseUUIDPipe, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { MemberRequest } from '../../../identity';
import { ReorderPointInput, reorderPointOf } from '../../domain/reorder-point';
import { ReorderPointsSetResponse } from '../../responses/reorder-point.response.dto';
import { SetReorderPoints } from './set-reorder-points.command';
import { SetReorderPointsRequest } from './set-reorder-points.request.dto';

/** PUT /api/provider/{provider_id}/reorder-points (gated by identity's permission table): `{ updated }`. */
@Controller('provider/:provider_id/reorder-points')
export class SetReorderPointsController {
  constructor(private readonly commands: CommandBus) {}

  @Put()
  set(
    @Param('provider_id', ParseUUIDPipe) providerId: string,
    @Body() body: SetReorderPointsRequest,
    @Req() req: MemberRequest,
  ): Promise<ReorderPointsSetResponse> {
    // The DTO checked every setting; each reads as an input.
    const points = body.reorder_points.map((raw) => reorderPointOf(raw) as ReorderPointInput);
    return this.commands.execute(new SetReorderPoints(providerId, req.member!, points));
  }
}
