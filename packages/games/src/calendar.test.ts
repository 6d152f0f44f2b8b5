import { describe, expect, it } from 'vitest';
import { elottDrawAt, elottDrawByNumber, elottDrawsBetween } from './elott/draw-calendar';
import { vnDrawsBetween } from './vn/draw-calendar';

describe('Vietnamese draw calendar', () => {
  it('lists Monday 23 Nov 2026: three South stations at 16:15, two Central at 17:15, Hà Nội at 18:15 ICT', () => {
    const draws = vnDrawsBetween({
      from: '2026-11-23',
      to: '2026-11-23',
      timeZone: 'Asia/Ho_Chi_Minh',
      cutoffMinutes: { north: 15, central: 20, south: 20 },
    });
    expect(draws.map((d) => `${d.station} ${d.drawAt.toISOString()} ${d.cutoffAt.toISOString()}`)).toEqual([
      'HCM 2026-11-23T09:15:00.000Z 2026-11-23T08:55:00.000Z',
      'DT 2026-11-23T09:15:00.000Z 2026-11-23T08:55:00.000Z',
      'CM 2026-11-23T09:15:00.000Z 2026-11-23T08:55:00.000Z',
      'PY 2026-11-23T10:15:00.000Z 2026-11-23T09:55:00.000Z',
      'TTH 2026-11-23T10:15:00.000Z 2026-11-23T09:55:00.000Z',
      'HN 2026-11-23T11:15:00.000Z 2026-11-23T11:00:00.000Z',
    ]);
  });

  it('has 1 North, 2-3 Central and 3-4 South draws every day of a week, on the dates of a brand’s own zone', () => {
    const draws = vnDrawsBetween({
      from: '2026-11-23',
      to: '2026-11-29',
      timeZone: 'Asia/Kuala_Lumpur',
      cutoffMinutes: 15,
    });
    const byDay = new Map<string, Record<string, number>>();
    for (const d of draws) {
      const day = byDay.get(d.drawDate) ?? {};
      day[d.region] = (day[d.region] ?? 0) + 1;
      byDay.set(d.drawDate, day);
    }
    expect(byDay.size).toBe(7);
    for (const counts of byDay.values()) {
      expect(counts.north).toBe(1);
      expect(counts.central).toBeGreaterThanOrEqual(2);
      expect(counts.central).toBeLessThanOrEqual(3);
      expect(counts.south).toBeGreaterThanOrEqual(3);
      expect(counts.south).toBeLessThanOrEqual(4);
    }
    expect(byDay.get('2026-11-28')!.south).toBe(4); // Saturday
    // Kiritimati (UTC+14) is 7 hours ahead of Vietnam: its 23 November holds Vietnam's 22nd Central (00:15) and
    // North (01:15) draws and Vietnam's 23rd South draws (23:15).
    const ahead = vnDrawsBetween({
      from: '2026-11-23',
      to: '2026-11-23',
      timeZone: 'Pacific/Kiritimati',
      cutoffMinutes: 15,
    });
    expect([...new Set(ahead.map((d) => `${d.drawDate} ${d.region}`))]).toEqual([
      '2026-11-22 central',
      '2026-11-22 north',
      '2026-11-23 south',
    ]);
  });
});

describe('e-lottery draw calendar', () => {
  const oneMinute = { intervalMinutes: 1, timeZone: 'Asia/Kuala_Lumpur', cutoffSeconds: 10 };

  it('numbers a 1-minute game 0001 at 00:01 to 1440 at midnight, and a 5-minute game 288 a day', () => {
    // [from, to): midnight itself is the previous day's draw 1440, so start just after it.
    const day = elottDrawsBetween(new Date('2026-11-22T16:00:01Z'), new Date('2026-11-23T16:00:01Z'), oneMinute);
    expect(day).toHaveLength(1440);
    expect(day[0]).toEqual({
      drawNumber: '20261123-0001',
      opensAt: new Date('2026-11-22T16:00:00Z'),
      cutoffAt: new Date('2026-11-22T16:00:50Z'),
      drawAt: new Date('2026-11-22T16:01:00Z'),
    });
    expect(day[1439]!.drawNumber).toBe('20261123-1440');
    expect(day[1439]!.drawAt).toEqual(new Date('2026-11-23T16:00:00Z'));
    const fiveMinute = { intervalMinutes: 5, timeZone: 'Asia/Kuala_Lumpur', cutoffSeconds: 30 };
    expect(
      elottDrawsBetween(new Date('2026-11-22T16:00:01Z'), new Date('2026-11-23T16:00:01Z'), fiveMinute),
    ).toHaveLength(288);
  });

  it('finds the draw on sale at an instant and a draw by its number', () => {
    const open = elottDrawAt(new Date('2026-11-23T04:07:30Z'), { ...oneMinute, intervalMinutes: 3 });
    expect(open.drawNumber).toBe('20261123-0243'); // 12:07:30 MYT: the draw at 12:09 is the 729 / 3 = 243rd
    expect(open.drawAt).toEqual(new Date('2026-11-23T04:09:00Z'));
    expect(elottDrawAt(new Date('2026-11-23T04:09:00Z'), { ...oneMinute, intervalMinutes: 3 }).drawNumber).toBe(
      '20261123-0244',
    );
    expect(elottDrawByNumber('20261123-0243', { ...oneMinute, intervalMinutes: 3 })).toEqual(open);
    expect(elottDrawByNumber('20261123-0481', { ...oneMinute, intervalMinutes: 3 })).toBeUndefined();
    expect(elottDrawByNumber('20261131-0001', oneMinute)).toBeUndefined();
  });
});
