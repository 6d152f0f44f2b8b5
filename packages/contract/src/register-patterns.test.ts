import { describe, expect, it } from 'vitest';
import {
  charLength,
  checkField,
  type FieldRule,
  lengthRange,
  matchesPattern,
  patternIds,
  registerFields,
} from './register-patterns';

/**
 * The 24 registration patterns, each with values a person would type that it must take and values it must refuse.
 * The same table runs in the browser and on the server, so these cases hold for both.
 */
const cases: Record<number, { accepts: string[]; refuses: string[] }> = {
  0: { accepts: ['', 'anything at all', '王小明 123 !@#', '   '], refuses: [] },
  1: {
    accepts: ['a', 'demo2026', 'Player01', 'abcDEF'],
    refuses: ['1demo', '_demo', 'demo_01', 'demo 01', 'dëmo', ''],
  },
  2: { accepts: ['Ali', '王小明', 'Tan王', 'abc'], refuses: ['Ali 2', 'Tan Ah Kow', '王-小明', 'Ali1', ''] },
  3: {
    accepts: ['demo@example.com', 'first.last+tag@mail.example.co.my', "o'brien@example.org", 'a@b.io'],
    refuses: [
      'demo@',
      '@example.com',
      'demo@example',
      'demo example@x.com',
      'demo@@example.com',
      '.demo@example.com',
      'demo.@example.com',
      'de..mo@example.com',
      'demo@-example.com',
      'demo@example..com',
    ],
  },
  4: { accepts: ['abc123', 'ABC', '2026', 'a1B2'], refuses: ['abc 123', '王123', 'abc-123', 'abc_1', ''] },
  5: { accepts: ['abc123', '王小明2026', 'สมชาย1', '2026', 'Ali'], refuses: ['abc 123', 'abc-1', 'a.b', '王!'] },
  6: { accepts: ['0', '0123456789', '60123456789'], refuses: ['12a', '+60123', '12 34', '１２３', '-1', '1.5'] },
  7: { accepts: ['Demo1', 'ABC', 'aB3'], refuses: ['demo1', 'abc', '123', 'Demo 1', 'Démo1', 'Demo_1'] },
  8: { accepts: ['Tan Ah Kow', 'Ali', 'Mary Jane'], refuses: ['Ali2', 'Siti-Aminah', '王小明', 'José', "O'Brien"] },
  9: {
    accepts: ['demo', 'line_id.01', '王小明', '!@#$'],
    refuses: ['de mo', ' demo', 'demo\t', 'a\u3000b', 'a\u00a0b'],
  },
  10: { accepts: ['王小明', '你好！', '中文，标点。', '王·小明'], refuses: ['王 小明', 'abc', '王1', '王a'] },
  11: {
    accepts: ['1990-01-31', '2000-02-29', '2024-12-31'],
    refuses: ['1990-02-30', '2023-02-29', '1990-13-01', '1990-00-10', '1990-1-31', '31-01-1990', '1990/01/31', ''],
  },
  12: {
    accepts: ['Ab', 'Tan Ah Kow', '王小明', 'สมชาย ใจดี', 'Nguyễn Văn A', 'Nguye\u0302\u0303n Van'],
    refuses: ['A', 'A 1', 'Ali2', 'Tan-Ah', '  a  ', '12'],
  },
  13: {
    accepts: ['01-31-1990', '02-29-2000', '12-31-2024'],
    refuses: ['02-30-1990', '02-29-2023', '13-01-1990', '31-01-1990', '1990-01-31', '1-31-1990', '01/31/1990'],
  },
  14: { accepts: ['demo123', '1a', 'ABC9'], refuses: ['demodemo', '12345678', 'demo 123', 'demo-123', '王1a'] },
  15: { accepts: ['김민수', '안녕하세요'], refuses: ['김 민수', 'Kim', '김1', '金民秀', ''] },
  16: { accepts: ['สมชาย', 'ใจดี', 'ภาษาไทย'], refuses: ['สมชาย ใจดี', 'Somchai', 'สมชาย1', '王'] },
  17: { accepts: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'], refuses: ['สมชาย1', 'Somchai-J', '王小明', 'Ali.'] },
  18: { accepts: ['TAN AH KOW', 'ALI', 'A B'], refuses: ['Tan Ah Kow', '   ', 'ALI2', 'ALI-B', ''] },
  19: { accepts: ['Abc123!@#', 'line.id_01', '~^*'], refuses: ['abc 123', '王小明', 'abc\u00e9', ''] },
  20: {
    accepts: ['Demo123!', 'aB3$', 'P@ssw0rd'],
    refuses: ['demo123!', 'DEMO123!', 'Demoabc!', 'Demo1234', 'Demo 12!', ''],
  },
  21: {
    accepts: ['Tan Ah Kow', 'Siti Aminah', "Siti Nur'aini Abdullah", 'Ah-Kow Tan', 'สมชาย ใจดี', '王 小明'],
    refuses: ['Tan', 'Tan  Ah', ' Tan Ah', 'Tan Ah ', 'Tan Ah2', 'Tan - Ah', "Tan 'Ah", 'Ah- Kow'],
  },
  22: {
    accepts: ['やまだたろう', 'ヤマダタロウ', '山田太郎', 'ジョン・スミス', 'ラーメン', 'ＡＢＣ１２３'],
    refuses: ['山田 太郎', '山田\u3000太郎', 'ﾔﾏﾀﾞ', 'Yamada', '山田1', '김민수'],
  },
  23: { accepts: ['ABC', 'TAN'], refuses: ['Abc', 'A B', 'ABC1', 'ÀBC', ''] },
};

describe('registration patterns', () => {
  it('has a case for every one of the 24 pattern ids', () => {
    expect(patternIds).toEqual(Array.from({ length: 24 }, (_, i) => i));
    expect(Object.keys(cases).map(Number)).toEqual(patternIds);
  });

  for (const id of patternIds) {
    const { accepts, refuses } = cases[id] as { accepts: string[]; refuses: string[] };
    it.each(accepts)(`pattern ${id} accepts %j`, (value) => {
      expect(matchesPattern(id, value)).toBe(true);
    });
    if (refuses.length > 0) {
      it.each(refuses)(`pattern ${id} refuses %j`, (value) => {
        expect(matchesPattern(id, value)).toBe(false);
      });
    }
  }

  it('refuses every value under a pattern id that does not exist', () => {
    expect(matchesPattern(24, 'abc')).toBe(false);
    expect(matchesPattern(-1, 'abc')).toBe(false);
  });
});

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 6,
  acceptedPattern: '*',
  patternId: 0,
  ...over,
});

describe('checkField', () => {
  it('asks for a required value, and lets an optional one be left empty', () => {
    expect(checkField(rule(), '')).toBe('required');
    expect(checkField(rule(), '   ')).toBe('required');
    expect(checkField(rule(), undefined)).toBe('required');
    expect(checkField(rule(), null)).toBe('required');
    expect(checkField(rule({ required: false }), '')).toBeNull();
    expect(checkField(rule({ required: false }), 'x')).toBe('length');
  });

  it('never checks a disabled field, since it is not shown', () => {
    expect(checkField(rule({ enabled: false }), '')).toBeNull();
    expect(checkField(rule({ enabled: false, patternId: 6 }), 'not digits at all')).toBeNull();
  });

  it('checks the length within the bounds, after trimming', () => {
    expect(checkField(rule(), 'a')).toBe('length');
    expect(checkField(rule(), 'ab')).toBeNull();
    expect(checkField(rule(), 'abcdef')).toBeNull();
    expect(checkField(rule(), 'abcdefg')).toBe('length');
    expect(checkField(rule(), '  abcdef  ')).toBeNull();
  });

  it('counts characters as a person does: a Chinese name of three characters is three long', () => {
    const name = rule({ minLength: 2, maxLength: 3, patternId: 2 });
    expect(checkField(name, '王小明')).toBeNull();
    expect(charLength('王小明')).toBe(3);
    // An ideograph outside the basic plane is two UTF-16 units but one character.
    expect('𠮷野家'.length).toBe(4);
    expect(charLength('𠮷野家')).toBe(3);
    expect(checkField(name, '𠮷野家')).toBeNull();
    expect(checkField(name, '王小明明')).toBe('length');
  });

  it('applies the pattern after the length', () => {
    const mobile = rule({ minLength: 8, maxLength: 12, patternId: 6 });
    expect(checkField(mobile, '0123456789')).toBeNull();
    expect(checkField(mobile, '01234abc89')).toBe('pattern');
    expect(checkField(mobile, '0123')).toBe('length');
    const birthday = rule({ minLength: 10, maxLength: 10, patternId: 11 });
    expect(checkField(birthday, '1990-02-28')).toBeNull();
    expect(checkField(birthday, '1990-02-30')).toBe('pattern');
  });

  it("treats the operator's acceptedPattern '*' (and blank) as anything", () => {
    expect(checkField(rule({ acceptedPattern: '*' }), 'a b!')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '' }), 'a b!')).toBeNull();
    expect(checkField(rule({ acceptedPattern: '.*' }), 'a b!')).toBeNull();
  });

  it("applies the operator's own regular expression to the whole value, on top of the pattern", () => {
    const username = rule({ minLength: 6, maxLength: 16, patternId: 1, acceptedPattern: 'vip[a-z0-9]+' });
    expect(checkField(username, 'vip2026')).toBeNull();
    expect(checkField(username, 'demo2026')).toBe('pattern');
    // Anchored: a match inside the value is not enough.
    expect(checkField(username, 'xvip2026')).toBe('pattern');
    // The pattern still applies: the operator's expression cannot widen it.
    expect(checkField(rule({ patternId: 6, acceptedPattern: '.+' }), 'abc')).toBe('pattern');
  });

  it('ignores an operator expression that is not a valid regular expression instead of failing', () => {
    expect(checkField(rule({ acceptedPattern: '([a-z' }), 'abc')).toBeNull();
  });
});

describe('lengthRange', () => {
  it('writes "(min) - (max)", or one number when both are equal', () => {
    expect(lengthRange({ minLength: 6, maxLength: 16 })).toBe('6 - 16');
    expect(lengthRange({ minLength: 4, maxLength: 4 })).toBe('4');
    expect(lengthRange({ minLength: 0, maxLength: 255 })).toBe('0 - 255');
  });
});

describe('registerFields', () => {
  it('lists the 15 registration fields in their order', () => {
    expect(registerFields).toEqual([
      'username',
      'password',
      'payeeName',
      'paymentPassword',
      'qqNum',
      'mobileNum',
      'email',
      'line',
      'whatsapp',
      'facebook',
      'wechat',
      'idNumber',
      'affiliateCode',
      'captcha',
      'recommenderId',
    ]);
  });
});
