import Link from '@tiptap/extension-link';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_LINK_REL, RICH_TEXT_LINK_TARGET } from '@transmission-spec/domain';

/** The block types the toolbar offers besides paragraphs. */
export const HEADING_LEVELS = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * The editors' schema: exactly what domain's rich-text allowlist keeps (headings 1-4, bold,
 * italic, lists, line breaks, http(s)/mailto links with the server's rel and target), so what is
 * typed is what is saved and shown. Shared by the notes and the family description editors.
 */
export function richTextExtensions() {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // The server keeps none of these, so the editor does not offer them.
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: RICH_TEXT_LINK_TARGET },
    }),
  ];
}
