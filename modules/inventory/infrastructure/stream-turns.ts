/**
 * Commands of this process that write the same streams take turns: a command waits until
 * every earlier command holding one of its streams has appended (or given up), then reads the
 * heads those appends left and appends at them. Without turns, commands meeting on a stream
 * all decide at once, all but one fail the append's revision check, and each decides again
 * after reading afresh: a shipment of 20 lines met another about once (bench/README.md,
 * "Transfers"). Turns only spare that work: every append still names the revision it expects,
 * so a stream moved by another process is caught as before.
 *
 * A command asks for all of its streams at once, in one synchronous step, and waits only for
 * those that asked before it, so no two can wait for each other.
 */
export class StreamTurns {
  /** The last command to ask for each stream: the next one waits for it. */
  private readonly last = new Map<string, Promise<void>>();

  /** Waits for this command's turn on every one of `streamIds`; call the answer when done. */
  async take(streamIds: Iterable<string>): Promise<() => void> {
    const mine = new Set(streamIds);
    let done!: () => void;
    const turn = new Promise<void>((resolve) => {
      done = resolve;
    });
    const before: Promise<void>[] = [];
    for (const streamId of mine) {
      const previous = this.last.get(streamId);
      if (previous) before.push(previous);
      this.last.set(streamId, turn);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      for (const streamId of mine) if (this.last.get(streamId) === turn) this.last.delete(streamId);
      done();
    };
    if (before.length > 0) await Promise.all(before);
    return release;
  }

  /** How many streams some command holds or waits for (none once all are done). */
  get held(): number {
    return this.last.size;
  }
}
