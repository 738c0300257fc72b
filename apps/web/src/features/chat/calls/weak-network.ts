/**
 * "Audio first on a poor network": watches the bytes the call sends each few seconds and says
 * when the outgoing bitrate has stayed under what a video needs for several readings in a row,
 * so the screen can offer to turn the camera off and keep the voice clear on a ₹10,000 phone.
 * The first readings are skipped: a connection starts slow and grows.
 */
export function createWeakNetworkWatch({
  thresholdKbps = 120,
  readings = 3,
  skip = 2,
}: { thresholdKbps?: number; readings?: number; skip?: number } = {}) {
  let last: { bytes: number; at: number } | undefined;
  let seen = 0;
  let low = 0;
  return {
    /** One reading of the bytes sent so far (outbound video); true once the network looks weak. */
    reading(bytesSent: number, atMs: number): boolean {
      const previous = last;
      last = { bytes: bytesSent, at: atMs };
      if (!previous || atMs <= previous.at) return false;
      seen += 1;
      if (seen <= skip) return false;
      const kbps = ((bytesSent - previous.bytes) * 8) / (atMs - previous.at);
      low = kbps < thresholdKbps ? low + 1 : 0;
      return low >= readings;
    },
  };
}

/** The bytes the connection's outgoing video has sent, from getStats. */
export async function outgoingVideoBytes(pc: RTCPeerConnection): Promise<number | undefined> {
  const stats = await pc.getStats();
  let bytes: number | undefined;
  stats.forEach((report: { type?: string; kind?: string; bytesSent?: number }) => {
    if (report.type === 'outbound-rtp' && report.kind === 'video' && typeof report.bytesSent === 'number')
      bytes = (bytes ?? 0) + report.bytesSent;
  });
  return bytes;
}
