import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { languages } from '@gemilang/contract';
import { describe, expect, it } from 'vitest';
import { safeOperatorUrl, sanitizeOperatorHtml } from '../platform/operator-html';
import { demoAnnouncements, demoHelpTopics } from './demo-content';

const publicDir = fileURLToPath(new URL('../../../web/public', import.meta.url));
const topics = demoHelpTopics();
const notices = demoAnnouncements();
const allTexts = [...topics, ...notices].flatMap((x) => languages.flatMap((l) => [x.title[l], x.content[l]]));

describe('demo help topics', () => {
  it('carry the tags the footer links open the help dialog at', () => {
    expect(topics.map((x) => x.tag)).toEqual([
      'register',
      'deposit',
      'withdraw',
      'account-security',
      'responsible-gaming',
      'terms',
      'privacy',
      'contact',
    ]);
  });

  it('are written in each of ms, en and zh', () => {
    for (const topic of topics) {
      for (const language of languages) {
        expect(topic.title[language].trim(), `${topic.tag}.${language}`).not.toBe('');
        expect(topic.content[language].length, `${topic.tag}.${language}`).toBeGreaterThan(150);
      }
      expect(topic.content.ms).not.toBe(topic.content.en);
      expect(topic.content.zh).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});

describe('demo announcements', () => {
  const byType = (type: string) => notices.filter((n) => n.type === type);

  it('hold three banners, two pages of player notices, a popup, a headline, two for agents and no promotion', () => {
    expect(byType('A')).toHaveLength(2);
    expect(byType('B')).toHaveLength(3);
    expect(byType('PL').length).toBeGreaterThan(7);
    expect(byType('PL').length).toBeLessThanOrEqual(14);
    expect(byType('PU')).toHaveLength(1);
    expect(byType('H')).toHaveLength(1);
    expect(byType('PR')).toHaveLength(0);
  });

  it('point each banner at our own 1280x400 SVG, with nothing in it to translate', () => {
    for (const banner of byType('B')) {
      expect(banner.imageUrl).toMatch(/^\/banners\/[a-z-]+\.svg$/);
      const svg = readFileSync(`${publicDir}${banner.imageUrl}`, 'utf8');
      expect(svg).toMatch(/^<svg [^>]*width="1280" height="400" viewBox="0 0 1280 400"/);
      expect(svg).not.toMatch(/<text|<image|href="http/);
    }
  });

  it('link only to safe site paths', () => {
    for (const notice of notices) {
      if (notice.linkUrl) expect(safeOperatorUrl(notice.linkUrl)).toBe(notice.linkUrl);
    }
  });

  it('are written in each of ms, en and zh', () => {
    for (const notice of notices) {
      for (const language of languages) {
        expect(notice.title[language].trim()).not.toBe('');
        expect(notice.content[language].trim()).not.toBe('');
      }
    }
  });
});

describe('all demo text', () => {
  it('passes the operator-HTML sanitiser unchanged, so what is seeded is what is shown', () => {
    for (const text of allTexts) expect(sanitizeOperatorHtml(text)).toBe(text);
  });

  it('promises no money: no amounts or currencies', () => {
    for (const text of allTexts) expect(text).not.toMatch(/\bRM\s?\d|MYR|\$\s?\d|¥|[0-9]\s?%|ringgit|令吉|\d+\s?元/i);
  });
});
