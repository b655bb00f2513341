import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('keeps the formatting content pages use', () => {
    const html = '<h2>Умови</h2><p>Текст з <strong>важливим</strong> і <em>курсивом</em>.</p><ul><li>Пункт</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('removes scripts, event handlers, styles and javascript: links', () => {
    const dirty =
      '<p onclick="steal()" style="color:red">Hi</p><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe('<p>Hi</p><a>x</a>');
  });

  it('keeps site links as they are and makes outside links safe', () => {
    expect(sanitizeRichText('<a href="/faq" target="_top">FAQ</a>')).toBe('<a href="/faq">FAQ</a>');
    expect(sanitizeRichText('<a href="https://diia.gov.ua">Дія</a>')).toBe(
      '<a href="https://diia.gov.ua" rel="noopener noreferrer nofollow" target="_blank">Дія</a>',
    );
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a>x</a>');
  });
});
