import { describe, expect, it } from 'vitest';
import { sanitizeJobHtml } from './sanitize-html.js';

describe('sanitizeJobHtml', () => {
  it('keeps the allowed job markup as it is', () => {
    const html =
      '<h2>About</h2><p>We <strong>build</strong> <b>robots</b>, <em>fast</em> <i>and</i> <u>well</u>.<br />Join.</p>' +
      '<ul><li>C++</li></ul><ol><li>One</li></ol><h3>a</h3><h4>b</h4><h5>c</h5><h6>d</h6>' +
      '<blockquote>Quote</blockquote><div><span>x</span></div>';
    expect(sanitizeJobHtml(html)).toBe(html);
  });

  it('removes scripts and styles with their content', () => {
    expect(sanitizeJobHtml('<p>Hi<script>alert(1)</script></p><style>p{color:red}</style>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeJobHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('removes iframes, objects and embeds', () => {
    expect(sanitizeJobHtml('<iframe src="https://evil.example">inner</iframe>after')).toBe('after');
    expect(sanitizeJobHtml('<object data="x.swf"></object><embed src="x.swf">ok')).toBe('ok');
  });

  it('removes event handlers, style and class attributes', () => {
    expect(sanitizeJobHtml('<img src="x" onerror="alert(1)">')).toBeNull();
    expect(sanitizeJobHtml('<div onmouseover="x()" style="color:red" class="c">d</div>')).toBe(
      '<div>d</div>',
    );
    expect(sanitizeJobHtml('<p style="background:url(javascript:alert(1))">p</p>')).toBe('<p>p</p>');
  });

  it('drops javascript:, data: and relative hrefs but keeps the link text', () => {
    const bare = '<a rel="noopener noreferrer" target="_blank">x</a>';
    expect(sanitizeJobHtml('<a href="javascript:alert(1)">x</a>')).toBe(bare);
    expect(sanitizeJobHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe(bare);
    expect(sanitizeJobHtml('<a href="java&#09;script:alert(1)">x</a>')).toBe(bare);
    expect(sanitizeJobHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(bare);
    expect(sanitizeJobHtml('<a href="//evil.example/x">x</a>')).toBe(bare);
    expect(sanitizeJobHtml('<a href="/relative">x</a>')).toBe(bare);
  });

  it('keeps http(s) and mailto links and makes them open safely in a new tab', () => {
    expect(
      sanitizeJobHtml(
        '<a href="https://jobs.example/apply?a=1&amp;b=2" onclick="x()" target="_self">Apply</a>',
      ),
    ).toBe(
      '<a href="https://jobs.example/apply?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">Apply</a>',
    );
    expect(sanitizeJobHtml('<a href="mailto:jobs@example.com">Mail</a>')).toBe(
      '<a href="mailto:jobs@example.com" rel="noopener noreferrer" target="_blank">Mail</a>',
    );
  });

  it('escapes text and unwraps disallowed tags such as h1 and img', () => {
    expect(sanitizeJobHtml('5 < 6 & "quotes"')).toBe('5 &lt; 6 &amp; "quotes"');
    expect(sanitizeJobHtml('<h1>Title</h1><table><tr><td>cell</td></tr></table>')).toBe('Titlecell');
  });

  it('returns null for nothing and for what sanitises to nothing', () => {
    expect(sanitizeJobHtml(null)).toBeNull();
    expect(sanitizeJobHtml(undefined)).toBeNull();
    expect(sanitizeJobHtml('')).toBeNull();
    expect(sanitizeJobHtml('   \n ')).toBeNull();
    expect(sanitizeJobHtml('<script>alert(1)</script>')).toBeNull();
  });
});
