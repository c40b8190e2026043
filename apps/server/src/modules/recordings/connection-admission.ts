/**
 * Open recording connections, counted where they belong (docs/security.md): by the application their
 * metadata names once it is a real one, by address only until then. Many applicants behind one address
 * (a campus, an assessment centre) each hold their own application's few connections; a flood that never
 * names an application meets the per-address cap.
 */
export interface AdmissionLimits {
  /** Connections from one address that have not (yet) named an application. */
  maxConnectionsPerAddress: number;
  /** Connections naming one application: a live one plus a resume or two racing its close. */
  maxConnectionsPerApplication: number;
}

export class ConnectionAdmission {
  private readonly unnamed = new Map<string, number>();
  private readonly named = new Map<string, number>();

  constructor(private readonly limits: AdmissionLimits) {}

  /** A new connection from `address`, counted as unnamed; undefined when the address is at its cap. */
  open(address: string): AdmissionTicket | undefined {
    if ((this.unnamed.get(address) ?? 0) >= this.limits.maxConnectionsPerAddress) return undefined;
    increment(this.unnamed, address);
    return new AdmissionTicket(this, address);
  }

  /** @internal (AdmissionTicket) */
  hasRoom(key: string, current: string | undefined): boolean {
    return key === current || (this.named.get(key) ?? 0) < this.limits.maxConnectionsPerApplication;
  }

  /** @internal (AdmissionTicket) */
  move(from: { address: string; key: string | undefined }, to: string): boolean {
    if (!this.hasRoom(to, from.key)) return false;
    if (to === from.key) return true;
    this.release(from);
    increment(this.named, to);
    return true;
  }

  /** @internal (AdmissionTicket) */
  release(from: { address: string; key: string | undefined }): void {
    if (from.key === undefined) decrement(this.unnamed, from.address);
    else decrement(this.named, from.key);
  }

  /** Connections counted now (for tests and metrics): unnamed ones by address, named by application. */
  counts(): { unnamed: number; named: number } {
    const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0);
    return { unnamed: sum(this.unnamed), named: sum(this.named) };
  }
}

/** One connection's place in the count: its address until it names an application, then that application. */
export class AdmissionTicket {
  private key: string | undefined;
  private closed = false;

  constructor(
    private readonly admission: ConnectionAdmission,
    private readonly address: string,
  ) {}

  /** Whether naming `applicationKey` would be admitted (asked before the name is checked). */
  canClaim(applicationKey: string): boolean {
    return this.closed || this.admission.hasRoom(applicationKey, this.key);
  }

  /**
   * The connection named a real application: counted there from now on (no longer by its address);
   * false when that application already holds its most connections (counted as it was).
   */
  claim(applicationKey: string): boolean {
    if (this.closed) return true;
    if (!this.admission.move({ address: this.address, key: this.key }, applicationKey)) return false;
    this.key = applicationKey;
    return true;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.admission.release({ address: this.address, key: this.key });
  }
}

function increment(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

function decrement(map: Map<string, number>, key: string): void {
  const count = (map.get(key) ?? 1) - 1;
  if (count <= 0) map.delete(key);
  else map.set(key, count);
}
