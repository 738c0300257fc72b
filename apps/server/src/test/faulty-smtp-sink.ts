import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server for the fault tests (src/worker-faults.test.ts): counts the messages each
 * recipient address received, refuses every mail with 421 (a server busy or restarting, which
 * the queue retries) while `refusing` is set, and answers each accepted message after `delayMs`,
 * so a run lasts long enough for a fault to land in the middle of it.
 */
export interface FaultySmtpSink {
  url: string;
  /** Messages received, per recipient address (more than 1: mailed twice). */
  received: Map<string, number>;
  /** Every message received, whoever it was for. */
  total(): number;
  /** While true, MAIL FROM is answered 421. */
  refusing: boolean;
  /** Mails refused so far. */
  refused: number;
  close(): Promise<void>;
}

export async function startFaultySmtpSink(options: { delayMs?: number; refusing?: boolean } = {}): Promise<FaultySmtpSink> {
  const received = new Map<string, number>();
  const sink = {
    received,
    total: () => [...received.values()].reduce((a, b) => a + b, 0),
    refusing: options.refusing ?? false,
    refused: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    maxClients: 200,
    // A killed sender's connections must not hold the test's end.
    closeTimeout: 1_000,
    onMailFrom(_address, _session, callback) {
      if (!sink.refusing) return callback();
      sink.refused += 1;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        // Counted once the whole message is here, as a real server would have it, even if the
        // sender goes before the answer.
        for (const to of session.envelope.rcptTo) received.set(to.address, (received.get(to.address) ?? 0) + 1);
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  // A sender killed mid-message resets its connection: smtp-server reports that as an 'error'
  // event, which with no listener would throw in the test's process. Expected here, so ignored.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
