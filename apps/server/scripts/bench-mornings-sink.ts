// The SMTP server of `npm run bench:mornings`: accepts every mail, keeps none, and counts what
// arrived. A picks mail is told apart by its List-Unsubscribe, whose one-click stop names the
// daily_picks list and the member (lib/mail/one-click-stop.ts), so the sink also sees a member
// mailed twice. Reads the headers only: a morning is hundreds of thousands of mails.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface MorningSink {
  url: string;
  /** Picks mails accepted, per member (more than 1: mailed twice). */
  picks: Map<number, number>;
  /** When the last picks mail was accepted (ms since the epoch), 0 before the first. */
  lastPicksAt: number;
  /** Every other mail (saved-search alerts among them). */
  others: number;
  /** Forgets the counts, for the next run. */
  reset(): void;
  close(): Promise<void>;
}

const PICKS_STOP = /t=daily_picks\.(\d+)\./;

export async function startMorningSink(): Promise<MorningSink> {
  const sink = {
    picks: new Map<number, number>(),
    lastPicksAt: 0,
    others: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A reverse look-up of 127.0.0.1 per connection would be the sink's time, not the workers'.
    disableReverseLookup: true,
    // Every worker's pooled connections at once, and then some.
    maxClients: 1000,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        // A folded header continues on lines that begin with white space.
        const headers = head.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
        const member = PICKS_STOP.exec(/^list-unsubscribe:(.*)$/im.exec(headers)?.[1] ?? '')?.[1];
        if (member) {
          const id = Number(member);
          sink.picks.set(id, (sink.picks.get(id) ?? 0) + 1);
          sink.lastPicksAt = Date.now();
        } else sink.others += 1;
        callback();
      });
    },
  });
  // A worker stopped mid-message resets its connection; smtp-server reports it as an 'error'
  // event, which with no listener would end the benchmark.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    reset() {
      sink.picks.clear();
      sink.lastPicksAt = 0;
      sink.others = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
