// The PostgreSQL bus (notifications/hub.ts): events published in one turn go as one NOTIFY (a JSON array),
// split where a NOTIFY would be too long, in order; the listener delivers each event of an array.
import { describe, expect, it } from 'vitest';
import { type BusEvent, postgresBus } from '../src/modules/notifications/hub';

function fakeDatabase() {
  const notified: string[] = [];
  let listener: ((payload: string) => void) | undefined;
  return {
    notified,
    hear: (payload: string) => listener?.(payload),
    executeSql: async (_text: string, values?: unknown[]) => void notified.push(String(values?.[1])),
    listen: async (_channel: string, onPayload: (payload: string) => void) => {
      listener = onPayload;
      return async () => {};
    },
  };
}

const event = (i: number, padding = 0): BusEvent => ({
  kind: 'notify',
  memberId: `m${i}`,
  message: { type: 'balance', balance: i, currency: 'BRL'.padEnd(3 + padding, 'x') },
});

describe('the PostgreSQL notification bus', () => {
  it('carries the events of one turn in one NOTIFY, in order, and each publish resolves once it is sent', async () => {
    const database = fakeDatabase();
    const bus = postgresBus(database);
    const sent = [1, 2, 3].map((i) => bus.publish(JSON.stringify(event(i))));
    expect(database.notified).toHaveLength(0);
    await Promise.all(sent);
    expect(database.notified).toHaveLength(1);
    expect(JSON.parse(database.notified[0]!)).toEqual([event(1), event(2), event(3)]);
    await bus.publish(JSON.stringify(event(4)));
    expect(database.notified).toHaveLength(2);
  });

  it('splits a turn into NOTIFYs under 8,000 bytes, keeping every event and the order', async () => {
    const database = fakeDatabase();
    const bus = postgresBus(database);
    await Promise.all(Array.from({ length: 10 }, (_, i) => bus.publish(JSON.stringify(event(i, 2_000)))));
    expect(database.notified.length).toBeGreaterThan(2);
    expect(database.notified.every((payload) => Buffer.byteLength(payload) < 8_000)).toBe(true);
    expect(database.notified.flatMap((payload) => JSON.parse(payload) as BusEvent[])).toEqual(
      Array.from({ length: 10 }, (_, i) => event(i, 2_000)),
    );
  });

  it('delivers every event of an array, a single event, and nothing of what is not JSON', async () => {
    const database = fakeDatabase();
    const heard: BusEvent[] = [];
    await postgresBus(database).start((e) => heard.push(e));
    database.hear(JSON.stringify([event(1), event(2)]));
    database.hear(JSON.stringify(event(3)));
    database.hear('not json');
    expect(heard).toEqual([event(1), event(2), event(3)]);
  });

  it('rejects the publishes of a NOTIFY the database refused', async () => {
    const database = { ...fakeDatabase(), executeSql: async () => Promise.reject(new Error('down')) };
    await expect(postgresBus(database).publish(JSON.stringify(event(1)))).rejects.toThrow('down');
  });
});
