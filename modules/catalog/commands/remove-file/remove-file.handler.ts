import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUDITOR_REFUSAL, isAuditor, MemberCheck } from '../../../identity';
import { NotAllowedInCatalog } from '../../domain/catalog-errors';
import { isAttachmentKey, keyOf } from '../../domain/file-keys';
import { FileRefused } from '../../domain/uploads';
import { FilesRepository } from '../../infrastructure/files.repository';
import { RemoveFile } from './remove-file.command';

@CommandHandler(RemoveFile)
export class RemoveFileHandler implements ICommandHandler<RemoveFile> {
  constructor(
    private readonly files: FilesRepository,
    private readonly members: MemberCheck,
  ) {}

  async execute({ user, reference }: RemoveFile) {
    if (isAttachmentKey(keyOf(reference)))
      throw new FileRefused('An attachment is removed from its order, not here.');
    const file = await this.files.get(reference);
    const member = await this.members.member(user, file.provider_id);
    if (isAuditor(member)) throw new NotAllowedInCatalog(AUDITOR_REFUSAL);
    await this.files.remove(reference);
  }
}
