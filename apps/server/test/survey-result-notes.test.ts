import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app.js';
import { surveyResultSuite, type Session } from './helpers/survey-result-suite.js';

/** The notes of a saved spec are sanitized on the server. */
describeEachDatabase('saved specs, /api/surveyresult', (context) => {
  const suite = surveyResultSuite(context);
  const { createId, detail, put } = suite;
  let alice: Session;
  beforeAll(() => {
    ({ alice } = suite);
  });

  describe('notes are sanitized on the server', () => {
    async function savedNotes(notes: string): Promise<string> {
      const id = await createId(alice, { notes });
      return (await detail(alice, id)).notes;
    }

    it('keeps the editor’s formatting byte for byte', async () => {
      const clean =
        '<h1>Fleet</h1><h2>Routes</h2><h3>Denver &amp; Salt Lake</h3><h4>Notes</h4>' +
        '<p>Plain, <strong>bold</strong>, <b>b</b>, <em>italic</em>, <i>i</i> "quoted" ' +
        "it&#39;s not escaped: it's 5 &lt; 6 &gt; 4&nbsp;ok</p>" +
        '<ul><li><p>one</p></li><li><p>two</p></li></ul><ol><li><p>first</p></li></ol>' +
        '<p>line one<br>line two</p><p></p>' +
        '<p><a target="_blank" rel="noopener noreferrer" href="https://www.eatoncummins.com/?a=1&amp;b=2">site</a> ' +
        '<a href="mailto:rep@fleet.example" rel="noopener noreferrer" target="_blank">mail</a> ' +
        '<a href="http://intranet.example/x" rel="noopener noreferrer" target="_blank">http</a></p>';
      // &#39; is the one spelling a browser would not write; it decodes to the same apostrophe.
      const expected = clean.replace('it&#39;s', "it's");
      expect(await savedNotes(clean)).toBe(expected);
      expect(await savedNotes(expected)).toBe(expected);
      expect(await savedNotes('Just text, no markup')).toBe('Just text, no markup');
    });

    it('removes scripts, styles, embedded documents and images with their content', async () => {
      expect(
        await savedNotes(
          '<p>a</p><script>alert(1)</script><style>p{color:red}</style>' +
            '<iframe src="https://evil.example">frame</iframe><object data="x">obj</object>' +
            '<svg><script>alert(2)</script></svg><img src="x" onerror="alert(3)"><p>b</p>',
        ),
      ).toBe('<p>a</p><p>b</p>');
    });

    it('removes event handlers, classes and styles but keeps the element', async () => {
      expect(
        await savedNotes(
          '<p onclick="alert(1)" onmouseover="alert(2)" class="x" style="color:red" id="y">Hi</p>' +
            '<strong onfocus="alert(3)">bold</strong>',
        ),
      ).toBe('<p>Hi</p><strong>bold</strong>');
    });

    it('turns javascript:, data:, relative and other links into plain text', async () => {
      expect(
        await savedNotes(
          '<a href="javascript:alert(1)">js</a> <a href=" JaVaScRiPt:alert(1)">js2</a> ' +
            '<a href="java&#x09;script:alert(1)">js3</a> <a href="data:text/html,<script>x</script>">data</a> ' +
            '<a href="//evil.example">proto</a> <a href="/spec">rel</a> <a href="ftp://x">ftp</a> <a>none</a>',
        ),
      ).toBe('js js2 js3 data proto rel ftp none');
    });

    it('gives every kept link rel="noopener noreferrer" and target="_blank", whatever it had', async () => {
      expect(
        await savedNotes(
          '<a href="https://a.example" target="_self" rel="opener" title="t" onclick="x()">a</a>' +
            '<a href="https://b.example">b</a>',
        ),
      ).toBe(
        '<a href="https://a.example" target="_blank" rel="noopener noreferrer">a</a>' +
          '<a href="https://b.example" rel="noopener noreferrer" target="_blank">b</a>',
      );
    });

    it('drops other tags but keeps their text', async () => {
      expect(
        await savedNotes(
          '<h5>small</h5><blockquote>q</blockquote><u>u</u><div><span>d</span></div>',
        ),
      ).toBe('smallqud');
    });

    it('sanitizes notes on update as well', async () => {
      const id = await createId(alice);
      const response = await put(alice, id, {
        title: 'Edited',
        notes: '<p onclick="steal()">kept</p><script>steal()</script>',
      });
      expect(response.statusCode).toBe(204);
      expect((await detail(alice, id)).notes).toBe('<p>kept</p>');
    });
  });
});
