import { describe, expect, it } from 'vitest';
import { formatDateTime, fromZoneInput, toZoneInput, zoneOffsetLabel } from './time';

describe('merchant time zone', () => {
  it("shows an instant as yyyy-MM-dd HH:mm:ss in the merchant's zone", () => {
    expect(formatDateTime('2026-03-01T04:05:06Z', 'Asia/Kuala_Lumpur')).toBe('2026-03-01 12:05:06');
    expect(formatDateTime('2026-03-01T20:00:00Z', 'Asia/Kuala_Lumpur')).toBe('2026-03-02 04:00:00');
    expect(formatDateTime(null, 'Asia/Kuala_Lumpur')).toBe('');
    expect(formatDateTime('not a date', 'UTC')).toBe('');
  });

  it('reads a datetime-local value as wall time in the zone, not in the browser', () => {
    expect(fromZoneInput('2026-03-01T12:00', 'Asia/Kuala_Lumpur')).toBe('2026-03-01T04:00:00.000Z');
    expect(fromZoneInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z');
    expect(fromZoneInput('2026-01-01T12:00', 'Europe/London')).toBe('2026-01-01T12:00:00.000Z');
    expect(fromZoneInput('', 'UTC')).toBeNull();
    expect(fromZoneInput('tomorrow', 'UTC')).toBeNull();
  });

  it('round-trips between the input and UTC', () => {
    for (const zone of ['Asia/Kuala_Lumpur', 'America/New_York', 'Asia/Kolkata']) {
      const iso = fromZoneInput('2026-11-15T23:45', zone);
      expect(toZoneInput(iso, zone)).toBe('2026-11-15T23:45');
    }
  });

  it('labels the zone offset', () => {
    expect(zoneOffsetLabel('Asia/Kuala_Lumpur')).toBe('UTC+08:00');
    expect(zoneOffsetLabel('Asia/Kolkata')).toBe('UTC+05:30');
    expect(zoneOffsetLabel('America/New_York', Date.parse('2026-01-10T00:00:00Z'))).toBe('UTC-05:00');
  });
});
