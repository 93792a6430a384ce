import { Command } from '@nestjs/cqrs';
import { Member } from '../../../identity';
import { ReorderPointInput } from '../../domain/reorder-point';
import type { ReorderPointsSetResponse } from '../../responses/reorder-point.response.dto';

/** Set (or remove) the minimum and reorder quantity of stocks of the provider. */
export class SetReorderPoints extends Command<ReorderPointsSetResponse> {
  constructor(
    readonly providerId: string,
    readonly member: Member,
    readonly points: readonly ReorderPointInput[],
  ) {
    super();
  }
}
