import { Inject, Injectable } from '@nestjs/common';
import { EVENT_STORE, EventStore, eventIdFor, Position } from '../../platform';
import {
  CreateTransfer,
  decideCreateTransfer,
  evolveTransfer,
  TransferDecision,
  TransferEvent,
  TransferNotFoundError,
  TransferState,
  transferStreamId,
} from '../domain/transfer';
import { CommandContext, StockWriter } from './stock-writer';

/** A transfer's state and its stream's revision, as read. */
interface LoadedTransfer {
  state: TransferState | null;
  revision: bigint | 'no_stream';
}

/**
 * Loads a transfer from its stream, decides with the pure domain and appends through
 * StockWriter' load-decide-append loop, so its stock changes meet orders on the same stock
 * streams at the revisions read: a shipment and an order racing for the last units cannot both
 * take them, and a refusal is decided on stock read afresh.
 */
@Injectable()
export class TransferStreams {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly streams: StockWriter,
  ) {}

  async load(transferId: string): Promise<LoadedTransfer> {
    const events = await this.store.readStream(transferStreamId(transferId));
    if (events.length === 0) return { state: null, revision: 'no_stream' };
    const state = events.reduce<TransferState | null>(
      (current, event) =>
        evolveTransfer(current, { type: event.type, data: event.data } as TransferEvent),
      null,
    );
    return { state, revision: events[events.length - 1].revision };
  }

  /** The provider's transfer; TransferNotFoundError for none or another provider's. */
  async loadOf(
    providerId: string,
    transferId: string,
  ): Promise<LoadedTransfer & { state: TransferState }> {
    const loaded = await this.load(transferId);
    const { state } = loaded;
    if (!state || state.providerId !== providerId) throw new TransferNotFoundError();
    return { state, revision: loaded.revision };
  }

  /** Creates a transfer whose locations and products the caller has checked; its id derives from the command. */
  async create(
    context: CommandContext,
    command: Omit<CreateTransfer, 'transferId' | 'at' | 'providerId'>,
  ): Promise<{ transferId: string; position: Position }> {
    const transferId = eventIdFor(context.commandId, -1);
    const created = decideCreateTransfer({
      ...command,
      transferId,
      providerId: context.providerId,
      at: context.at,
    });
    const position = await this.streams.decideOn(
      context,
      { id: transferId, streamId: transferStreamId(transferId) },
      async () => ({ state: null, revision: 'no_stream' as const }),
      () => ({ events: [created], stock: [] }),
    );
    return { transferId, position: position! };
  }

  /**
   * Decides on the transfer as it is on each attempt (ship, receive, cancel), with the stock
   * it moves: on the first, as the caller has just read it (`read`), if it has. `names` name
   * products in a refusal. Null when nothing was to be recorded.
   */
  change(
    context: CommandContext,
    transferId: string,
    decide: (state: TransferState) => TransferDecision,
    names: ReadonlyMap<string, string> = new Map(),
    read?: LoadedTransfer,
  ): Promise<Position | null> {
    return this.streams.decideOn(
      context,
      { id: transferId, streamId: transferStreamId(transferId) },
      async (attempt) => (attempt === 1 && read ? read : this.load(transferId)),
      (state) => {
        if (!state || state.providerId !== context.providerId) throw new TransferNotFoundError();
        return decide(state);
      },
      names,
    );
  }
}
