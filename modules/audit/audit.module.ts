import { Module } from '@nestjs/common';
import { CheckpointService } from './checkpoint.service';
import { CheckpointsController } from './checkpoints.http.controller';

@Module({
  controllers: [CheckpointsController],
  providers: [CheckpointService],
})
export class AuditModule {}
