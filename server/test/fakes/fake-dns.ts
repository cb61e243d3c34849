import { createSocket, type RemoteInfo } from 'node:dgram';
import { AUTHORITATIVE_ANSWER, type DecodedPacket, decode, encode, RECURSION_DESIRED } from 'dns-packet';
import { type DnsControl, startDnsControl } from './fake-dns-control.ts';

/**
 * A tiny authoritative DNS server over UDP for domain-ownership checks (ADR 0327): it answers TXT questions from
 * an in-memory map and NXDOMAIN for any name it holds nothing for (an empty answer when the name exists but the
 * type asked is not TXT). Point a `dns.promises.Resolver` at it with `setServers([fake.server])`. With a
 * `controlPort`, an HTML page there lists the records and lets a person publish one (fake-dns-control.ts).
 */

export interface FakeDnsOptions {
  port?: number;
  host?: string;
  controlPort?: number;
}

export interface FakeDns {
  /** 'host:port', for `Resolver.setServers([server])` or DNS_SERVERS. */
  server: string;
  /** Replaces the TXT records of `name` (case and a trailing dot do not matter). */
  setTxt(name: string, values: string[]): void;
  clear(): void;
  close(): Promise<void>;
  /** The control page, when `controlPort` was given. */
  controlUrl?: string;
}

const NXDOMAIN = 3;
/** A TXT record is a list of strings of at most 255 bytes each; resolvers hand the pieces back as one record. */
const TXT_CHUNK_BYTES = 255;

function normaliseDnsName(name: string): string {
  return name.trim().toLowerCase().replace(/\.$/, '');
}

export async function startFakeDns(options: FakeDnsOptions = {}): Promise<FakeDns> {
  const records = new Map<string, string[]>();
  const host = options.host ?? '127.0.0.1';
  const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
  socket.on('message', (message, from) => answer(socket, records, message, from));
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(options.port ?? 0, host, () => resolve());
  });
  const server = `${host.includes(':') ? `[${host}]` : host}:${socket.address().port}`;
  const control: DnsControl | undefined =
    options.controlPort === undefined
      ? undefined
      : await startDnsControl(options.controlPort, host, server, {
          records: () => [...records],
          add(name, value) {
            const key = normaliseDnsName(name);
            records.set(key, [...(records.get(key) ?? []), value]);
            return { name: key, values: records.get(key)! };
          },
        }).catch((error: unknown) => {
          socket.close();
          throw error;
        });

  return {
    server,
    controlUrl: control?.url,
    setTxt: (name, values) => records.set(normaliseDnsName(name), [...values]),
    clear: () => records.clear(),
    async close() {
      await control?.close();
      await new Promise<void>((resolve) => socket.close(() => resolve()));
    },
  };
}

function answer(
  socket: ReturnType<typeof createSocket>,
  records: Map<string, string[]>,
  message: Buffer,
  from: RemoteInfo,
): void {
  let query: DecodedPacket;
  try {
    query = decode(message);
  } catch {
    return; // not DNS: a real server drops it too
  }
  const question = query.questions?.[0];
  if (query.type !== 'query' || !question) return;
  const values = records.get(normaliseDnsName(question.name));
  const txt = question.type === 'TXT' ? (values ?? []) : [];
  const response = encode({
    type: 'response',
    id: query.id,
    flags: AUTHORITATIVE_ANSWER | ((query.flags ?? 0) & RECURSION_DESIRED) | (values ? 0 : NXDOMAIN),
    questions: [question],
    answers: txt.map((value) => ({ type: 'TXT', name: question.name, ttl: 0, data: chunks(value) })),
  });
  socket.send(response, from.port, from.address);
}

function chunks(value: string): Buffer[] {
  const bytes = Buffer.from(value, 'utf8');
  const pieces: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += TXT_CHUNK_BYTES) {
    pieces.push(bytes.subarray(start, start + TXT_CHUNK_BYTES));
  }
  return pieces.length > 0 ? pieces : [Buffer.alloc(0)];
}
