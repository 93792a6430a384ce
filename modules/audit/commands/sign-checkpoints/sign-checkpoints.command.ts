import { Command } from '@nestjs/cqrs';
import type { CheckpointRun } from '../../infrastructure/checkpointer';

/**
 * Sign now a checkpoint of every provider's new stock events (one run covers them all): the
 * timer's work, asked for by a member (POST …/audit/checkpoints) or the operator
 * (`audit checkpoint`).
 */
export class SignCheckpoints extends Command<CheckpointRun> {}
