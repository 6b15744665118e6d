import type { StyleSheet } from '@react-pdf/renderer';
import { Link, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';

import { isRichBlock, isRichElement, isRichList, isRichPrinted } from './pdf-rich-text';
import type { PdfRichElement, PdfRichNode } from './pdf-rich-text';

/** A single react-pdf style object (what StyleSheet.create accepts per name). */
type Style = Parameters<typeof StyleSheet.create>[0][string];

/**
 * Turns rich text (the notes, a family's description), as the page's plain tree of it
 * (pdf-rich-text.ts), into react-pdf elements, keeping what the editor offers: paragraphs,
 * headings 1-4, bold, italic, lists, line breaks and links. Anything else contributes its text
 * only, so nothing the server let through can be lost or executed.
 */

const HEADING_SIZES: Partial<Record<PdfRichElement['tag'], number>> = {
  h1: 20,
  h2: 17,
  h3: 15,
  h4: 13,
};

/**
 * Room, in points, a heading or a list marker needs below it on its page for what follows it
 * (about two lines of 11 pt text at the document's line height): with less, react-pdf moves it
 * to the next page, so a heading never ends a page and a marker is never left without its text.
 */
const KEEP_WITH_NEXT = 32;

const styles = {
  paragraph: { marginBottom: 6 } satisfies Style,
  // Room after a heading: the next line must not sit against it (issue 13).
  heading: { fontWeight: 'bold', marginTop: 6, marginBottom: 8 } satisfies Style,
  list: { marginBottom: 6 } satisfies Style,
  listItem: { flexDirection: 'row', marginBottom: 2 } satisfies Style,
  marker: { width: 16 } satisfies Style,
  listBody: { flex: 1 } satisfies Style,
  link: { color: '#0b57a4', textDecoration: 'underline' } satisfies Style,
};

/** Blocks printed as paragraphs (see renderBlock); a div is one. */
function isParagraph(node: PdfRichNode): node is PdfRichElement {
  return isRichElement(node) && node.tag === 'p';
}

function isListItem(node: PdfRichNode): node is PdfRichElement {
  return isRichElement(node) && node.tag === 'li';
}

function renderInline(node: PdfRichNode, key: string): ReactNode {
  if (!isRichElement(node)) return node;
  const children = node.children.map((child, index) => renderInline(child, `${key}.${index}`));
  // Blocks met inside inline content, and spans, print their text plainly (the default).
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check
  switch (node.tag) {
    case 'br':
      return '\n';
    case 'strong':
      return (
        <Text key={key} style={{ fontWeight: 'bold' }}>
          {children}
        </Text>
      );
    case 'em':
      return (
        <Text key={key} style={{ fontStyle: 'italic' }}>
          {children}
        </Text>
      );
    case 'a':
      return node.href === undefined ? (
        <Text key={key}>{children}</Text>
      ) : (
        <Link key={key} src={node.href} style={styles.link}>
          {children}
        </Link>
      );
    default:
      return <Text key={key}>{children}</Text>;
  }
}

/** Children of a block: runs of inline nodes become one Text, blocks render as blocks. */
function renderFlow(nodes: readonly PdfRichNode[], key: string, textStyle?: Style): ReactNode[] {
  const out: ReactNode[] = [];
  let run: ReactNode[] = [];
  const flush = () => {
    if (run.length > 0) {
      out.push(
        <Text key={`${key}.t${out.length}`} {...(textStyle ? { style: textStyle } : {})}>
          {run}
        </Text>,
      );
      run = [];
    }
  };
  nodes.forEach((node, index) => {
    if (isRichBlock(node)) {
      flush();
      out.push(renderBlock(node, `${key}.${index}`));
    } else if (isRichPrinted(node)) {
      run.push(renderInline(node, `${key}.${index}`));
    }
  });
  flush();
  return out;
}

/**
 * A block of inline content only (a paragraph, a heading, a list item's text: nearly every block
 * the editor makes) as one Text carrying the block's own style, else null. One element instead
 * of a View around a Text: react-pdf lays out again every element still to come at each page it
 * fills, so the time for long notes grows with their element count times their pages.
 */
function inlineBlock(
  nodes: readonly PdfRichNode[],
  key: string,
  style: Style,
  props = {},
): ReactNode {
  if (nodes.some(isRichBlock)) return null;
  const inline = nodes
    .filter(isRichPrinted)
    .map((node, index) => renderInline(node, `${key}.${index}`));
  if (inline.length === 0) return null;
  return (
    <Text key={key} style={style} {...props}>
      {inline}
    </Text>
  );
}

function renderList(element: PdfRichElement, key: string): ReactNode {
  const items = element.children.filter(isListItem);
  return (
    <View key={key} style={styles.list}>
      {/* Items may run over a page break (decision 072): kept whole (wrap off), an item or a
          nested list taller than a page was squeezed into one page, its lines overprinted. The
          text keeps two lines together at a break (react-pdf's orphans and widows). */}
      {items.map((item, index) => {
        const itemKey = `${key}.${index}`;
        const nodes = item.children.filter(isRichPrinted);
        const [only] = nodes;
        // The editor puts an item's text in a paragraph: that paragraph is then the item's body,
        // its space below moved to the row. Left on the text, a page break would take the text
        // to the next page for want of room for that space, and leave the marker behind.
        const paragraph = nodes.length === 1 && only !== undefined && isParagraph(only);
        const body = paragraph
          ? renderBlock(only, `${itemKey}.b`, { ...styles.listBody, marginBottom: 0 })
          : (inlineBlock(nodes, `${itemKey}.b`, styles.listBody) ?? (
              <View key={`${itemKey}.b`} style={styles.listBody}>
                {renderFlow(nodes, itemKey)}
              </View>
            ));
        const row = paragraph
          ? {
              ...styles.listItem,
              marginBottom: styles.listItem.marginBottom + styles.paragraph.marginBottom,
            }
          : styles.listItem;
        return (
          <View key={itemKey} style={row}>
            <Text style={styles.marker} minPresenceAhead={KEEP_WITH_NEXT}>
              {element.tag === 'ol' ? `${index + 1}.` : '•'}
            </Text>
            {body}
          </View>
        );
      })}
    </View>
  );
}

/** A block element; `extra` adds to its style (a list item's body takes the row's free width). */
function renderBlock(element: PdfRichElement, key: string, extra: Style = {}): ReactNode {
  if (isRichList(element)) return renderList(element, key);
  const { children } = element;
  const size = HEADING_SIZES[element.tag];
  if (size !== undefined) {
    // Its own line height: the body's 1.4 reaches it as an absolute height set for 11 pt text,
    // so a larger heading would overlap the line below.
    const text: Style = { fontSize: size, lineHeight: 1.25, fontWeight: 'bold' };
    const keep = { minPresenceAhead: KEEP_WITH_NEXT };
    return (
      inlineBlock(children, key, { ...styles.heading, ...text, ...extra }, keep) ?? (
        <View key={key} style={{ ...styles.heading, ...extra }} {...keep}>
          {renderFlow(children, key, text)}
        </View>
      )
    );
  }
  return (
    inlineBlock(children, key, { ...styles.paragraph, ...extra }) ?? (
      <View key={key} style={{ ...styles.paragraph, ...extra }}>
        {renderFlow(children, key)}
      </View>
    )
  );
}

/** Rich text (the notes, a family's description) as react-pdf blocks. */
export function richTextToPdf(nodes: readonly PdfRichNode[]): ReactNode[] {
  return renderFlow(nodes, 'n');
}
