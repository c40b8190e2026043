import type { ServerMessage } from '@vi/contracts';
import { ChannelError } from './channel-error';

export type ServerMessageOf<T extends ServerMessage['type']> = Extract<ServerMessage, { type: T }>;
type Reply = 'metadata_received' | 'upload_complete' | 'answer_submitted';

type Waiter = {
  type: Reply;
  resolve: (message: ServerMessage) => void;
  reject: (error: ChannelError) => void;
};

/** The channel's open waits for a server reply, each with its own time-out. */
export class ReplyWaiters {
  private waiters: Waiter[] = [];

  /** Waits for the next message of `type`; rejects with `timeoutMessage` when none comes in time. */
  waitFor<T extends Reply>(type: T, timeoutMs: number, timeoutMessage: string): Promise<ServerMessageOf<T>> {
    return new Promise<ServerMessageOf<T>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new ChannelError(timeoutMessage));
      }, timeoutMs);
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
