import { randomUUID } from 'node:crypto';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FilesService } from '../../../catalog';
import { commandByMember } from '../../../inventory';
import { ProjectionWaiter } from '../../../platform';
import { Attachment, decideAttach } from '../../domain/order';
import { OrderStreams } from '../../infrastructure/order-streams';
import { providerActor } from '../../infrastructure/provider-actor';
import { ordersProjection } from '../../projections/orders/orders.projection';
import { AddAttachment } from './add-attachment.command';

/** The path names no attachment this provider uploaded: another's file, or a photo. */
export class NotAnAttachmentError extends Error {
  readonly kind = 'invalid' as const;

  constructor() {
    super('storage_path must be an attachment uploaded for this provider');
  }
}

@CommandHandler(AddAttachment)
export class AddAttachmentHandler implements ICommandHandler<AddAttachment> {
  constructor(
    private readonly streams: OrderStreams,
    private readonly files: FilesService,
    private readonly waiter: ProjectionWaiter,
  ) {}

  async execute(command: AddAttachment) {
    const { providerId, member, storagePath } = command;
    const order = await this.streams.loadWhere(
      command.orderId,
      (state) => state.providerId === providerId,
    );
    const stored = await this.files.describe(storagePath).catch(() => null);
    if (stored?.providerId !== providerId || !this.files.isAttachment(storagePath))
      throw new NotAnAttachmentError();
    const context = commandByMember(providerId, member);
    const attachment: Attachment = {
      id: randomUUID(),
      file_name: command.fileName,
      // What the upload found in the bytes, whatever the browser says.
      file_type: stored.type,
      file_size: stored.size,
      storage_path: storagePath,
      uploaded_by: context.actorId,
      uploaded_by_role: 'PROVIDER',
      created_at: context.at,
    };
    const actor = providerActor(member);
    const position = await this.streams.change(context, order, (state) => ({
      events: decideAttach(state, actor, attachment),
    }));
    if (position) await this.waiter.waitFor(position, [ordersProjection.name]);
    return { attachment: { ...attachment, download_url: this.files.downloadLink(storagePath) } };
  }
}
