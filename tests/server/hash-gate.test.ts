// The fair hashing gate (issue 29, section 1) with fake work: each "hash" is a promise the test settles, so the
// order in which the gate admits work is observed exactly, with no timing involved.
import { describe, expect, it } from 'vitest';
import { addressKey, FairHashGate, type HashLane } from '../../server/lib/passwords';
import { HttpError } from '../../server/lib/http-errors';

/** A gate whose work the test finishes by hand; `started` lists the labels in the order they began to run. */
function harness(concurrency: number, queue: number, laneQueue: number) {
  const gate = new FairHashGate(concurrency, queue, laneQueue);
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const outcomes = new Map<string, string>();
  const submit = (label: string, lane: HashLane) => {
    const result = gate.run(lane, () => {
      started.push(label);
      return new Promise<void>((resolve) => finishers.set(label, resolve));
    });
    result.then(
      () => outcomes.set(label, 'done'),
      (error: unknown) =>
        outcomes.set(label, error instanceof HttpError ? String(error.statusCode) : 'error'),
    );
    return result.catch(() => undefined);
  };
  /** Finishes the oldest running hash and lets the gate hand its slot over. */
  const finishOne = async () => {
    const running = started.find((label) => finishers.has(label));
    finishers.get(running!)!();
    finishers.delete(running!);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return { gate, started, outcomes, submit, finishOne, settle };
}

describe('the fair hashing gate', () => {
  it('serves waiting lanes round-robin, one hash per address in turn, however many each sent', async () => {
    const h = harness(1, 100, 10);
    void h.submit('a0', { address: '10.0.0.1' }); // runs at once
    for (let i = 1; i <= 3; i += 1) void h.submit(`a${i}`, { address: '10.0.0.1' });
    for (let i = 1; i <= 2; i += 1) void h.submit(`b${i}`, { address: '10.0.0.2' });
    void h.submit('c1', { address: '10.0.0.3' });
    await h.settle();
    for (let i = 0; i < 7; i += 1) await h.finishOne();
    expect(h.started).toEqual(['a0', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('an address that starts waiting joins the lanes still due this round, ahead of those already served', async () => {
    const h = harness(1, 100, 10);
    void h.submit('run', { address: '10.0.0.9' });
    for (let i = 1; i <= 3; i += 1) void h.submit(`a${i}`, { address: '10.0.0.1' });
    for (let i = 1; i <= 3; i += 1) void h.submit(`b${i}`, { address: '10.0.0.2' });
    await h.settle();
    await h.finishOne(); // a1 runs: a is served this round
    void h.submit('c1', { address: '10.0.0.3' });
    await h.settle();
    await h.finishOne(); // b1
    await h.finishOne(); // c1, before a2
    // Served this round and emptied: a second request waits for the next round.
    void h.submit('c2', { address: '10.0.0.3' });
    await h.settle();
    for (let i = 0; i < 4; i += 1) await h.finishOne();
    expect(h.started).toEqual(['run', 'a1', 'b1', 'c1', 'a2', 'b2', 'c2', 'a3']);
  });

  it('an address over its waiting places is refused with 429 and Retry-After; other addresses still get in', async () => {
    const h = harness(1, 100, 2);
    void h.submit('run', { address: '10.0.0.9' });
    const flood = Array.from({ length: 6 }, (_, i) => h.submit(`f${i}`, { address: '10.0.0.1' }));
    void h.submit('other', { address: '10.0.0.2' });
    await h.settle();
    expect([...h.outcomes].filter(([, o]) => o === '429').map(([l]) => l)).toEqual(['f2', 'f3', 'f4', 'f5']);
    expect(() => h.gate.assertCapacity({ address: '10.0.0.1' })).toThrow(
      expect.objectContaining({ statusCode: 429 }),
    );
    h.gate.assertCapacity({ address: '10.0.0.2' });
    for (let i = 0; i < 4; i += 1) await h.finishOne();
    await Promise.all(flood);
    // The other address was served second, before the flood's second waiting hash.
    expect(h.started).toEqual(['run', 'f0', 'other', 'f1']);
  });

  it("an account key holds at most twice an address's places (503), whatever the addresses", async () => {
    const h = harness(1, 100, 2);
    void h.submit('run', { address: '10.0.0.9' });
    for (let i = 0; i < 6; i += 1)
      void h.submit(`g${i}`, { address: `10.1.0.${i}`, account: 'creative:victim@x' });
    void h.submit('else', { address: '10.1.0.50', account: 'creative:someone@x' });
    await h.settle();
    expect(h.outcomes.get('g4')).toBe('503');
    expect(h.outcomes.get('g5')).toBe('503');
    expect(h.outcomes.has('else')).toBe(false); // waiting, not refused
  });

  it("a full queue: a newcomer pushes out the longest lane's newest waiter, so a few addresses cannot fill it", async () => {
    const h = harness(1, 4, 10);
    void h.submit('run', { address: '10.0.0.9' });
    for (let i = 0; i < 4; i += 1) void h.submit(`f${i}`, { address: '10.0.0.1' });
    await h.settle();
    // A fifth from the same address: no lane is longer than its own would be: refused.
    void h.submit('f4', { address: '10.0.0.1' });
    void h.submit('new', { address: '10.0.0.2' });
    await h.settle();
    expect(h.outcomes.get('f4')).toBe('503');
    expect(h.outcomes.get('f3')).toBe('503'); // pushed out by 'new'
    for (let i = 0; i < 5; i += 1) await h.finishOne();
    expect(h.started).toEqual(['run', 'f0', 'new', 'f1', 'f2']);
  });

  it('a flooding lane cannot starve another: each of many rounds serves the quiet address within one turn', async () => {
    const h = harness(1, 100, 2);
    void h.submit('run', { address: '10.9.9.9' });
    let served = 0;
    for (let round = 0; round < 20; round += 1) {
      // Ten flooding addresses keep their lanes full; the quiet one asks once per round.
      for (let a = 0; a < 10; a += 1)
        for (let k = 0; k < 3; k += 1) void h.submit(`flood-${round}-${a}-${k}`, { address: `10.2.0.${a}` });
      void h.submit(`quiet-${round}`, { address: '10.3.0.1' });
      await h.settle();
      // At most one hash per flooding address runs before the quiet one.
      for (let i = 0; i < 11 && !h.started.includes(`quiet-${round}`); i += 1) await h.finishOne();
      if (h.started.includes(`quiet-${round}`)) served += 1;
    }
    expect(served).toBe(20);
    expect([...h.outcomes].some(([label, o]) => label.startsWith('quiet') && o !== 'done')).toBe(false);
  });

  it('known devices wait in a lane of their own that guesses cannot fill, and take every other turn', async () => {
    const h = harness(1, 4, 2);
    void h.submit('run', { address: '10.9.9.9' });
    // Guesses at the owner's account from many addresses fill the queue and the account's unknown-device places.
    for (let i = 0; i < 6; i += 1)
      void h.submit(`guess${i}`, { address: `10.4.0.${i}`, account: 'creative:owner@x' });
    await h.settle();
    // The owner, on a device that signed in before, from an address of their own, still gets in.
    void h.submit('owner', { address: '10.5.0.1', account: 'creative:owner@x', knownDevice: true });
    void h.submit('owner-2', { address: '10.5.0.2', account: 'creative:owner@x', knownDevice: true });
    await h.settle();
    expect(h.outcomes.has('owner')).toBe(false);
    expect(h.outcomes.has('owner-2')).toBe(false);
    // Two guesses (the last in the rotation) gave their places; the two over the account's places were refused.
    expect(['guess2', 'guess3', 'guess4', 'guess5'].map((l) => h.outcomes.get(l))).toEqual([
      '503',
      '503',
      '503',
      '503',
    ]);
    await h.finishOne();
    await h.finishOne();
    await h.finishOne();
    // Known devices first when both have work, then turns alternate.
    expect(h.started).toEqual(['run', 'owner', 'guess0', 'owner-2']);
  });

  it('known devices do not starve everyone else: the two rotations alternate', async () => {
    const h = harness(1, 100, 10);
    void h.submit('run', { address: '10.9.9.9' });
    for (let i = 0; i < 4; i += 1) void h.submit(`k${i}`, { address: `10.6.0.${i}`, knownDevice: true });
    for (let i = 0; i < 2; i += 1) void h.submit(`u${i}`, { address: `10.7.0.${i}` });
    await h.settle();
    for (let i = 0; i < 7; i += 1) await h.finishOne();
    expect(h.started).toEqual(['run', 'k0', 'u0', 'k1', 'u1', 'k2', 'k3']);
  });

  it('addresses with 3 wrong passwords in 15 minutes wait behind the others: a clean address is served within two turns', async () => {
    const h = harness(1, 100, 2);
    void h.submit('run', { address: '10.9.9.9' });
    for (let a = 0; a < 10; a += 1) {
      for (let f = 0; f < 3; f += 1) h.gate.noteFailure({ address: `10.8.0.${a}` });
      for (let k = 0; k < 2; k += 1) void h.submit(`flood-${a}-${k}`, { address: `10.8.0.${a}` });
    }
    // Two failures do not make an address suspect (a typo or two).
    h.gate.noteFailure({ address: '10.8.1.1' });
    h.gate.noteFailure({ address: '10.8.1.1' });
    await h.settle();
    await h.finishOne();
    await h.finishOne();
    void h.submit('user', { address: '10.8.1.1' });
    await h.settle();
    await h.finishOne();
    await h.finishOne();
    // Round-robin alone would put it behind all ten failing lanes.
    expect(h.started.slice(0, 5)).toEqual(['run', 'flood-0-0', 'flood-1-0', 'user', 'flood-2-0']);
    // The failing addresses are not starved: they take turns with the clean ones.
    for (let i = 0; i < 30 && h.started.length < 22; i += 1) await h.finishOne();
    expect(h.started).toHaveLength(22);
  });

  it('lane keys: an IPv6 client is its /64; IPv4 (also mapped) as is', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:10.0.0.1')).toBe('10.0.0.1');
    expect(addressKey('10.0.0.1')).toBe('10.0.0.1');
  });
});
