import { describe, expect, it } from 'vitest';
import { ConnectionAdmission } from './connection-admission.js';

describe('ConnectionAdmission', () => {
  const limits = { maxConnectionsPerAddress: 2, maxConnectionsPerApplication: 2 };

  it('caps connections per address only until they name an application', () => {
    const admission = new ConnectionAdmission(limits);
    const a = admission.open('10.0.0.1')!;
    const b = admission.open('10.0.0.1')!;
    expect(admission.open('10.0.0.1')).toBeUndefined();
    expect(admission.open('10.0.0.2')).toBeDefined();
    // Two applicants behind the address name their applications: the address has room again.
    expect(a.claim('guid-a')).toBe(true);
    expect(b.claim('guid-b')).toBe(true);
    const c = admission.open('10.0.0.1')!;
    const d = admission.open('10.0.0.1')!;
    expect(c.claim('guid-c') && d.claim('guid-d')).toBe(true);
    expect(admission.counts()).toEqual({ unnamed: 1, named: 4 });
  });

  it('40 applicants behind one address, connecting two at a time, all record', () => {
    const admission = new ConnectionAdmission({
      maxConnectionsPerAddress: 30,
      maxConnectionsPerApplication: 4,
    });
    const tickets = Array.from({ length: 40 }, (_, i) => {
      const ticket = admission.open('192.0.2.1');
      expect(ticket).toBeDefined();
      expect(ticket!.claim(`guid-${i}`)).toBe(true);
      return ticket!;
    });
    expect(admission.counts()).toEqual({ unnamed: 0, named: 40 });
    tickets.forEach((ticket) => ticket.close());
    expect(admission.counts()).toEqual({ unnamed: 0, named: 0 });
  });

  it('caps the connections naming one application, and frees a place when one closes', () => {
    const admission = new ConnectionAdmission(limits);
    const [a, b, c] = [admission.open('x')!, admission.open('y')!, admission.open('z')!];
    expect(a.claim('guid')).toBe(true);
    expect(b.claim('guid')).toBe(true);
    expect(c.canClaim('guid')).toBe(false);
    expect(c.claim('guid')).toBe(false);
    // Refused, it is still counted by its address.
    expect(admission.counts()).toEqual({ unnamed: 1, named: 2 });
    // Naming the same application again (a second metadata message) takes no second place.
    expect(a.claim('guid')).toBe(true);
    a.close();
    a.close();
    expect(c.claim('guid')).toBe(true);
    expect(admission.counts()).toEqual({ unnamed: 0, named: 2 });
  });
});
