/** The answer to a page request, and whether it came from the network just now. */
export interface Answer {
  response: Response;
  fresh: boolean;
}

/**
 * How the worker answers a page (decision 0050): from the network, as always, since the server
 * writes its settings and the member's language into the page. With no network at all, the
 * offline page. On a network too slow to answer within `shellAfterMs`, the shell this deployment
 * kept, if any, so the app starts from its kept files and asks the server for its data itself;
 * with no shell kept, it waits for the network.
 */
export async function answerNavigation(sources: {
  network: Promise<Response>;
  keptShell: () => Promise<Response | undefined>;
  offlinePage: () => Promise<Response>;
  shellAfterMs: number;
}): Promise<Answer> {
  const fresh = sources.network.then((response): Answer => ({ response, fresh: true }));
  const shellIfSlow = (async (): Promise<Answer> => {
    await new Promise((resolve) => setTimeout(resolve, sources.shellAfterMs));
    const shell = await sources.keptShell();
    return shell ? { response: shell, fresh: false } : fresh;
  })();
  try {
    return await Promise.race([fresh, shellIfSlow]);
  } catch {
    return { response: await sources.offlinePage(), fresh: false };
  }
}
