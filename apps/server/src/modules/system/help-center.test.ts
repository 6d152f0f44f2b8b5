import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantIdOf } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let demoId: number;
beforeAll(async () => {
  t = await createTestApp();
  demoId = await merchantIdOf(t);
});
afterAll(() => t.close());

type Topic = { tag: string; title: string; content: string };
const tags = [
  'register',
  'deposit',
  'withdraw',
  'account-security',
  'responsible-gaming',
  'terms',
  'privacy',
  'contact',
];

const help = async (query: string, language?: 'ms' | 'en' | 'zh') => {
  const res = await t.call({ method: 'GET', url: `/wps/system/helpCenter${query}`, language });
  expect(res.statusCode).toBe(200);
  return res.json().value as Topic[];
};

describe('GET /wps/system/helpCenter', () => {
  it("gives the demo brand's topics in order, in Malay when nothing else is asked", async () => {
    const topics = await help('');
    expect(topics.map((x) => x.tag)).toEqual(tags);
    expect(topics[0]?.title).toBe('Cara mendaftar');
    expect(topics.find((x) => x.tag === 'responsible-gaming')?.title).toBe('Permainan bertanggungjawab');
    for (const topic of topics) expect(topic.content.length).toBeGreaterThan(100);
  });

  it('follows the Language header', async () => {
    expect((await help('?device=WEB', 'en'))[0]?.title).toBe('How to register');
    expect((await help('?device=WEB', 'zh'))[0]?.title).toBe('如何注册');
  });

  it('lets the lang parameter, in its short or its ISO spelling, win over the header', async () => {
    expect((await help('?lang=zh&device=WEB', 'en'))[0]?.title).toBe('如何注册');
    expect((await help('?lang=CN', 'en'))[0]?.title).toBe('如何注册');
    expect((await help('?lang=MY', 'en'))[0]?.title).toBe('Cara mendaftar');
    expect((await help('?lang=en-GB', 'zh'))[0]?.title).toBe('How to register');
  });

  it('answers the same topics for the mobile site', async () => {
    expect((await help('?lang=en&device=MOBILE')).map((x) => x.tag)).toEqual(tags);
  });

  it('refuses an unknown device with a 400 in the caller language', async () => {
    const en = await t.call({ method: 'GET', url: '/wps/system/helpCenter?device=XYZ', language: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      success: false,
      code: 'invalid_input',
      message: 'Some of the information is missing or not valid. Please check and try again.',
      details: [{ field: 'device', reason: 'invalid', message: 'This value is not valid.' }],
    });
    const zh = await t.call({ method: 'GET', url: '/wps/system/helpCenter?device=XYZ', language: 'zh' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    const ms = await t.call({ method: 'GET', url: '/wps/system/helpCenter?device=XYZ' });
    expect(ms.json().message).not.toBe(en.json().message);
    expect(ms.json().message).not.toBe(zh.json().message);
  });

  it('refuses an oversized lang parameter', async () => {
    const res = await t.call({ method: 'GET', url: `/wps/system/helpCenter?lang=${'x'.repeat(500)}`, language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input', details: [{ field: 'lang', reason: 'too_long' }] });
  });

  it("sends an operator's HTML without scripts, styles or handlers, with safe links", async () => {
    await t.deps.db
      .insertInto('help_topics')
      .values({
        merchant_id: demoId,
        tag: 'faq',
        sort: 50,
        title: JSON.stringify({ ms: 'Soalan lazim', en: 'FAQ', zh: '' }),
        content: JSON.stringify({
          ms: '<p>ms</p>',
          en:
            '<p onclick="steal()" style="color:red">Read <a href="https://example.com/rules" target="_top">the rules</a>' +
            '<script>alert(1)</script><style>body{display:none}</style><img src=x onerror="alert(2)">' +
            '<a href="javascript:alert(3)">bad</a></p><iframe src="https://evil.example"></iframe>',
          zh: '',
        }),
      })
      .execute();
    const en = (await help('?lang=en')).find((x) => x.tag === 'faq');
    expect(en?.content).toBe(
      '<p>Read <a href="https://example.com/rules" rel="noopener noreferrer">the rules</a>' +
        '<a rel="noopener noreferrer">bad</a></p>',
    );
    // A language the operator left empty shows the first one written rather than a blank topic.
    const zh = (await help('?lang=zh')).find((x) => x.tag === 'faq');
    expect(zh).toEqual({ tag: 'faq', title: 'Soalan lazim', content: '<p>ms</p>' });
    expect((await help('?lang=zh')).at(-1)?.tag).toBe('faq');
  });
});
