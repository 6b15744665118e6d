import { describe, expect, it } from 'vitest';

import { isHttpUrl, isSafeImageSrc, sanitizeHtml } from './sanitize-html';

describe('Rich text sanitizing', () => {
  it('keeps basic formatting and lists', () => {
    const html = '<p>A <strong>bold</strong> and <em>calm</em> text</p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, images, styles and frames', () => {
    const clean = sanitizeHtml(
      '<p style="color:red" onclick="x()">Hi</p><script>alert(1)</script><img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
    );
    expect(clean).toBe('<p>Hi</p>');
  });

  it('opens links in a new tab without the opener and drops javascript: links', () => {
    expect(sanitizeHtml('<a href="https://maker.example" target="_self">Maker</a>')).toBe(
      '<a href="https://maker.example" target="_blank" rel="noopener noreferrer">Maker</a>',
    );
    expect(sanitizeHtml('<a href="javascript:alert(1)">Bad</a>')).not.toContain('javascript');
  });

  it('accepts only http(s) links and raster data images from the server', () => {
    expect(isHttpUrl('https://maker.example/x')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/relative')).toBe(false);
    expect(isSafeImageSrc('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageSrc('data:image/svg+xml;base64,AAAA')).toBe(false);
  });
});
