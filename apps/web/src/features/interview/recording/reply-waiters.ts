import type { ServerMessage } from '@vi/contracts';
import { ChannelError } from './channel-error';

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
type Reply = 'metadata_received' | 'upload_complete' | 'answer_submitted';

type Waiter = {
  type: Reply;
  resolve: (message: ServerMessage) => void;
  reject: (error: ChannelError) => void;
};

/** A time-out that runs this much past its deadline was held up by the page itself, not by the server. */
export const STALLED_PAGE_MS = 1_000;
/** How long a held-up time-out then waits for a reply the stall may have left queued behind it. */
export const STALL_GRACE_MS = 2_000;

/** The channel's open waits for a server reply, each with its own time-out. */
export class ReplyWaiters {
  private waiters: Waiter[] = [];

  /**
   * Waits for the next message of `type`; rejects with `timeoutMessage` when none comes in time. A page
   * that stalled past the deadline (a starved or frozen tab) may hold the reply in its queue behind the
   * timer, so the time-out then waits once more, briefly, before it says the connection failed: the
   * stall was the page's, and a reply the server sent in time is not a connection error.
   */
  waitFor<T extends Reply>(type: T, timeoutMs: number, timeoutMessage: string): Promise<ServerMessageOf<T>> {
    return new Promise<ServerMessageOf<T>>((resolve, reject) => {
      const deadline = Date.now() + timeoutMs;
      let hasWaitedOutStall = false;
      const expire = () => {
        if (!hasWaitedOutStall && Date.now() - deadline > STALLED_PAGE_MS) {
          hasWaitedOutStall = true;
          timer = setTimeout(expire, STALL_GRACE_MS);
          return;
        }
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new ChannelError(timeoutMessage));
      };
      let timer = setTimeout(expire, timeoutMs);
      const waiter: Waiter = {
        type,
        resolve: (message) => {
          clearTimeout(timer);
          resolve(message as ServerMessageOf<T>);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** Hands a server message to every wait for its type. */
  deliver(message: ServerMessage): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.type === message.type) {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        waiter.resolve(message);
      }
    }
  }

  rejectAll(error: ChannelError): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter.reject(error);
  }
}
