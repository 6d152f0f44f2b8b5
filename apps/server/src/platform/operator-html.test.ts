import { describe, expect, it } from 'vitest';
import { inLanguage, safeOperatorUrl, sanitizeOperatorHtml } from './operator-html';

describe('sanitizeOperatorHtml', () => {
  it('keeps basic formatting, lists and tables', () => {
    const html =
      '<h3>Title</h3><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><table><tbody><tr><th colspan="2">h</th></tr><tr><td>1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeOperatorHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('removes scripts, styles, frames, forms, images and their content', () => {
    expect(
      sanitizeOperatorHtml(
        '<p>a<script>alert(1)</script><style>*{}</style><iframe src="https://x"></iframe><img src="x" onerror="alert(1)">b</p>',
      ),
    ).toBe('<p>ab</p>');
    expect(
      sanitizeOperatorHtml('<form action="https://evil.example"><input name="password"><button>Go</button></form>'),
    ).toBe('Go');
  });

  it('removes event handlers, inline styles, classes and ids', () => {
    expect(sanitizeOperatorHtml('<p id="root" class="x" style="color:red" onclick="steal()">t</p>')).toBe('<p>t</p>');
    expect(sanitizeOperatorHtml('<svg onload="alert(1)"><circle /></svg>ok')).toBe('ok');
  });

  it('gives every link rel=noopener, keeps only http(s), mailto, tel and site paths, and only _blank as a target', () => {
    const link = sanitizeOperatorHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>');
    expect(link).toMatch(/^<a [^>]+>x<\/a>$/);
    expect(link).toContain('href="https://example.com"');
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toContain('target="_blank"');
    expect(link).not.toContain('"opener"');
    expect(sanitizeOperatorHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="data:text/html,x">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="//evil.example">x</a>')).toBe('<a rel="noopener noreferrer">x</a>');
    expect(sanitizeOperatorHtml('<a href="/help#terms" target="main">x</a>')).toBe(
      '<a href="/help#terms" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeOperatorHtml('<a href="mailto:help@example.com">m</a>')).toContain('href="mailto:help@example.com"');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeOperatorHtml('1 < 2 & "3" > 0')).toBe('1 &lt; 2 &amp; "3" &gt; 0');
  });

  it('answers the same for the same input (results are kept)', () => {
    const html = '<p onclick="x()">same</p>';
    expect(sanitizeOperatorHtml(html)).toBe('<p>same</p>');
    expect(sanitizeOperatorHtml(html)).toBe('<p>same</p>');
  });
});

describe('safeOperatorUrl', () => {
  it('keeps http(s) addresses and site paths', () => {
    expect(safeOperatorUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeOperatorUrl('http://example.com')).toBe('http://example.com');
    expect(safeOperatorUrl('/banners/welcome.svg')).toBe('/banners/welcome.svg');
    expect(safeOperatorUrl('  /help#terms ')).toBe('/help#terms');
  });

  it('drops what could run script or leave the site unexpectedly', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil',
      'banner.svg',
      '',
      null,
      undefined,
    ]) {
      expect(safeOperatorUrl(bad), String(bad)).toBeNull();
    }
    expect(safeOperatorUrl(`https://example.com/${'a'.repeat(3000)}`)).toBeNull();
  });
});

describe('inLanguage', () => {
  it('gives the asked language, or the first one written when that is empty', () => {
    const text = { ms: 'Hai', en: 'Hi', zh: '' };
    expect(inLanguage(text, 'en')).toBe('Hi');
    expect(inLanguage(text, 'zh')).toBe('Hai');
    expect(inLanguage({ ms: ' ', en: '', zh: '你好' }, 'ms')).toBe('你好');
    expect(inLanguage({ ms: '', en: '', zh: '' }, 'ms')).toBe('');
  });
});
