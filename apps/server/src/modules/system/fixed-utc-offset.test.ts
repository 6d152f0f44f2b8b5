import { describe, expect, it } from 'vitest';
import { fixedUtcOffsetMinutes } from './fixed-utc-offset';

const at = new Date('2026-11-23T04:00:00Z');

describe('fixedUtcOffsetMinutes', () => {
  it('gives the offset of zones without summer time, half and quarter hours included', () => {
    expect(fixedUtcOffsetMinutes('Asia/Kuala_Lumpur', at)).toBe(480);
    expect(fixedUtcOffsetMinutes('Asia/Ho_Chi_Minh', at)).toBe(420);
    expect(fixedUtcOffsetMinutes('Asia/Kolkata', at)).toBe(330);
    expect(fixedUtcOffsetMinutes('Asia/Kathmandu', at)).toBe(345);
    expect(fixedUtcOffsetMinutes('America/Bogota', at)).toBe(-300);
    expect(fixedUtcOffsetMinutes('UTC', at)).toBe(0);
  });

  it('gives null for a zone with summer time, whichever half of the year it is asked in', () => {
    expect(fixedUtcOffsetMinutes('Europe/London', at)).toBeNull();
    expect(fixedUtcOffsetMinutes('America/New_York', new Date('2026-07-01T00:00:00Z'))).toBeNull();
    expect(fixedUtcOffsetMinutes('Australia/Sydney', at)).toBeNull();
  });

  it('gives null for a zone that changed its offset within the last two years or changes it within the next', () => {
    // Kazakhstan moved Almaty from UTC+6 to UTC+5 on 1 March 2024.
    expect(fixedUtcOffsetMinutes('Asia/Almaty', new Date('2025-06-01T00:00:00Z'))).toBeNull();
    expect(fixedUtcOffsetMinutes('Asia/Almaty', new Date('2023-06-01T00:00:00Z'))).toBeNull();
    expect(fixedUtcOffsetMinutes('Asia/Almaty', new Date('2027-06-01T00:00:00Z'))).toBe(300);
  });

  it('gives null for a zone name the runtime does not know', () => {
    expect(fixedUtcOffsetMinutes('Mars/Olympus', at)).toBeNull();
  });
});
