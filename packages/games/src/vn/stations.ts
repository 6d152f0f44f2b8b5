import type { VnRegion } from '../model';
import type { Weekday } from '../time/zoned';

// Default stations, weekly schedule and draw times (domain notes). Province lists predate Vietnam's 2025
// province mergers: these are data the server seeds and operators edit, never rules in code.

export type VnStation = { readonly code: string; readonly name: string; readonly region: VnRegion };

export const VN_STATIONS: readonly VnStation[] = [
  { code: 'HN', name: 'Hà Nội', region: 'north' },
  { code: 'QN', name: 'Quảng Ninh', region: 'north' },
  { code: 'BN', name: 'Bắc Ninh', region: 'north' },
  { code: 'HP', name: 'Hải Phòng', region: 'north' },
  { code: 'ND', name: 'Nam Định', region: 'north' },
  { code: 'TB', name: 'Thái Bình', region: 'north' },
  { code: 'PY', name: 'Phú Yên', region: 'central' },
  { code: 'TTH', name: 'Thừa Thiên Huế', region: 'central' },
  { code: 'DLK', name: 'Đắk Lắk', region: 'central' },
  { code: 'QNM', name: 'Quảng Nam', region: 'central' },
  { code: 'DNG', name: 'Đà Nẵng', region: 'central' },
  { code: 'KH', name: 'Khánh Hòa', region: 'central' },
  { code: 'BDI', name: 'Bình Định', region: 'central' },
  { code: 'QT', name: 'Quảng Trị', region: 'central' },
  { code: 'QB', name: 'Quảng Bình', region: 'central' },
  { code: 'GL', name: 'Gia Lai', region: 'central' },
  { code: 'NT', name: 'Ninh Thuận', region: 'central' },
  { code: 'QNG', name: 'Quảng Ngãi', region: 'central' },
  { code: 'DNO', name: 'Đắk Nông', region: 'central' },
  { code: 'KT', name: 'Kon Tum', region: 'central' },
  { code: 'HCM', name: 'TP. Hồ Chí Minh', region: 'south' },
  { code: 'DT', name: 'Đồng Tháp', region: 'south' },
  { code: 'CM', name: 'Cà Mau', region: 'south' },
  { code: 'BTR', name: 'Bến Tre', region: 'south' },
  { code: 'VT', name: 'Vũng Tàu', region: 'south' },
  { code: 'BL', name: 'Bạc Liêu', region: 'south' },
  { code: 'DN', name: 'Đồng Nai', region: 'south' },
  { code: 'CT', name: 'Cần Thơ', region: 'south' },
  { code: 'ST', name: 'Sóc Trăng', region: 'south' },
  { code: 'TN', name: 'Tây Ninh', region: 'south' },
  { code: 'AG', name: 'An Giang', region: 'south' },
  { code: 'BTH', name: 'Bình Thuận', region: 'south' },
  { code: 'VL', name: 'Vĩnh Long', region: 'south' },
  { code: 'BD', name: 'Bình Dương', region: 'south' },
  { code: 'TV', name: 'Trà Vinh', region: 'south' },
  { code: 'LA', name: 'Long An', region: 'south' },
  { code: 'BP', name: 'Bình Phước', region: 'south' },
  { code: 'HG', name: 'Hậu Giang', region: 'south' },
  { code: 'TG', name: 'Tiền Giang', region: 'south' },
  { code: 'KG', name: 'Kiên Giang', region: 'south' },
  { code: 'DL', name: 'Đà Lạt', region: 'south' },
];

export type VnWeeklySchedule = Readonly<Record<VnRegion, Readonly<Record<Weekday, readonly string[]>>>>;

/** Station codes drawing on each weekday: North one a day, Central two or three, South three or four. */
export const VN_WEEKLY_SCHEDULE: VnWeeklySchedule = {
  north: { mon: ['HN'], tue: ['QN'], wed: ['BN'], thu: ['HN'], fri: ['HP'], sat: ['ND'], sun: ['TB'] },
  central: {
    mon: ['PY', 'TTH'],
    tue: ['DLK', 'QNM'],
    wed: ['DNG', 'KH'],
    thu: ['BDI', 'QT', 'QB'],
    fri: ['GL', 'NT'],
    sat: ['DNG', 'QNG', 'DNO'],
    sun: ['KH', 'KT', 'TTH'],
  },
  south: {
    mon: ['HCM', 'DT', 'CM'],
    tue: ['BTR', 'VT', 'BL'],
    wed: ['DN', 'CT', 'ST'],
    thu: ['TN', 'AG', 'BTH'],
    fri: ['VL', 'BD', 'TV'],
    sat: ['HCM', 'LA', 'BP', 'HG'],
    sun: ['TG', 'KG', 'DL'],
  },
};

/** Draw times are wall-clock times in Vietnam (ICT, UTC+7, no daylight saving). */
export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const VN_DRAW_TIMES: Readonly<Record<VnRegion, string>> = { north: '18:15', central: '17:15', south: '16:15' };
