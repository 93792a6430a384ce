import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FilesService } from '../../../catalog';
import { commandByMember } from '../../../inventory';
import { ProjectionWaiter } from '../../../platform';
import { decideDetach } from '../../domain/order';
import { OrderStreams } from '../../infrastructure/order-streams';
import { providerActor } from '../../infrastructure/provider-actor';
import { ordersProjection } from '../../projections/orders/orders.projection';
import { RemoveAttachment } from './remove-attachment.command';

@CommandHandler(RemoveAttachment)
export class RemoveAttachmentHandler implements ICommandHandler<RemoveAttachment> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly files: FilesService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: RemoveAttachment): Promise<void> {
    const { providerId, member, attachmentId } = command;
    const order = await this.streams.loadWhere(
      command.orderId,
      (state) => state.providerId === providerId,
    );
    const path = order.state.attachments.find((a) => a.id === attachmentId)?.storage_path;
    const actor = providerActor(member);
    const position = await this.streams.change(
      commandByMember(providerId, member),
      order,
      (state) => ({ events: decideDetach(state, actor, attachmentId) }),
    );
    if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
    // The file goes once the order no longer names it.
    if (path) await this.files.remove(path);
  }
}
