/**
 * Sends the browser to a payment page (ours for the sandbox, the gateway's otherwise). A module
 * of its own so that tests can see where the browser was sent without leaving the page.
 */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
