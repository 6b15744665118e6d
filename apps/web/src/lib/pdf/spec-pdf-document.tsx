import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import { PDF_MESSAGES } from '@transmission-spec/domain';
import type { ReactNode } from 'react';

import { responseTextRows } from '../answer-text';
import { pdfDutyCycle, type PdfDutyCycle } from './duty-cycle-pdf';
import { DutyCyclePdfSection } from './duty-cycle-pdf-section';
import { richTextToPdf } from './rich-text-to-pdf';
import { formatSpecDate } from '../spec-dates';
import type { PdfTransmission, SpecPdfInput } from './spec-pdf-input';
import { transmissionPdfDetails } from './transmission-pdf-details';
import { TransmissionPdfSection } from './transmission-pdf-section';

const styles = StyleSheet.create({
  page: { paddingTop: 40, paddingBottom: 56, paddingHorizontal: 44 },
  /**
   * Decision 072: the text's size and line height sit on the body, not on the page, so that the
   * footer inherits no line height. react-pdf resolves the styles of a page again at each page
   * it splits off, reading a line height it already turned into points as a multiple of the font
   * size; only the footer's text is laid out again each time (its render prop), so a line height
   * it had grew ninefold a page, pushed it off the paper and, from about ten pages, past the
   * numbers a PDF can hold: no file at all. The font size goes with the line height: a unitless
   * line height is resolved against the element's own font size (18 pt when it has none).
   */
  body: { fontSize: 11, lineHeight: 1.4 },
  brand: { fontSize: 10, color: '#5b6673', marginBottom: 4 },
  // Its own line height: the body's 1.4 is inherited as an absolute 15.4 pt, too short for 22 pt.
  title: { fontSize: 22, lineHeight: 1.25, fontWeight: 'bold', marginBottom: 6 },
  dates: { flexDirection: 'row', gap: 24, fontSize: 10, color: '#3d4752', marginBottom: 16 },
  section: { marginBottom: 16 },
  sectionTitle: {
    fontSize: 14,
    fontWeight: 'bold',
    marginBottom: 6,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: '#c9d1da',
  },
  plainTextNotice: { fontStyle: 'italic', color: '#3d4752', marginBottom: 6 },
  row: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 200, color: '#3d4752' },
  value: { flex: 1, fontWeight: 'bold' },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 44,
    right: 44,
    fontSize: 9,
    color: '#5b6673',
    textAlign: 'right',
  },
});

/** A recommended transmission with its why and engineering check, for the data's tire and units. */
function TransmissionCard({
  heading,
  transmission,
  data,
}: {
  readonly heading: string;
  readonly transmission: PdfTransmission;
  readonly data: SpecPdfInput;
}) {
  const details = transmissionPdfDetails(transmission, data.answers, data.units, data.tire);
  return <TransmissionPdfSection heading={heading} transmission={transmission} details={details} />;
}

const BRAND = 'Transmission Spec';

/** Brand line, title and dates, at the head of the first page. */
function Heading({ data }: { readonly data: SpecPdfInput }) {
  const titledAsBrand = data.title.trim().toLowerCase() === BRAND.toLowerCase();
  return (
    <>
      {!titledAsBrand && <Text style={styles.brand}>{BRAND}</Text>}
      <Text style={styles.title}>{data.title}</Text>
      <View style={styles.dates}>
        <Text>Survey date: {formatSpecDate(data.surveyDate)}</Text>
        <Text>Print date: {formatSpecDate(data.printDate)}</Text>
      </View>
    </>
  );
}

/**
 * What follows the notes: the recommendation, its fuel and trip time on a route like the answers',
 * the answers and whom to call.
 */
function Closing({
  data,
  dutyCycle,
}: {
  readonly data: SpecPdfInput;
  readonly dutyCycle: PdfDutyCycle | null;
}) {
  return (
    <>
      <View style={styles.section}>
        <Text style={styles.sectionTitle}>Recommendation</Text>
        {data.topChoice === null ? (
          <Text>No transmission fits these answers.</Text>
        ) : (
          <TransmissionCard heading="Top match" transmission={data.topChoice} data={data} />
        )}
        {data.runnerUp !== null && (
          <TransmissionCard heading="Runner-up" transmission={data.runnerUp} data={data} />
        )}
      </View>
      {dutyCycle !== null && <DutyCyclePdfSection dutyCycle={dutyCycle} />}
      <View style={styles.section}>
        <Text style={styles.sectionTitle}>Your Responses</Text>
        {responseTextRows(data.answers, data.units).map(([title, value]) => (
          <View key={title} style={styles.row} wrap={false}>
            <Text style={styles.label}>{title}</Text>
            <Text style={styles.value}>
              {typeof value === 'string'
                ? value
                : value.map((goal, index) => `${index + 1}. ${goal}`).join('\n')}
            </Text>
          </View>
        ))}
      </View>
      <View style={styles.section} wrap={false}>
        <Text style={styles.sectionTitle}>Questions?</Text>
        <Text>
          {data.customerServicePhone === ''
            ? 'Contact your representative.'
            : `Call customer service at ${data.customerServicePhone}.`}
        </Text>
      </View>
    </>
  );
}

/**
 * A page (and the pages its content runs onto), with the body's text style and the footer.
 * Pages are laid out one at a time, so a document of many react-pdf pages costs their sum.
 */
function SpecPage({ children }: { readonly children: ReactNode }) {
  return (
    <Page size="LETTER" style={styles.page}>
      <View style={styles.body}>{children}</View>
      {/* Outside the body: no line height of its own nor inherited (decision 072). */}
      <Text
        style={styles.footer}
        fixed
        render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
      />
    </Page>
  );
}

/**
 * The notes printed as plain text, a page for each piece (decision 083): react-pdf lays a page's
 * content out again for every page it fills, so one flow of long notes costs their length times
 * their pages, while pages of their own cost each piece once. The closing sections start a page.
 */
function PlainTextDocument({
  data,
  pages,
  dutyCycle,
}: {
  readonly data: SpecPdfInput;
  readonly pages: readonly string[];
  readonly dutyCycle: PdfDutyCycle | null;
}) {
  const [first, ...rest] = pages;
  return (
    <>
      <SpecPage>
        <Heading data={data} />
        {first !== undefined && (
          <View style={styles.section}>
            <Text style={styles.sectionTitle}>Notes</Text>
            <Text style={styles.plainTextNotice}>{PDF_MESSAGES.notesAsPlainText}</Text>
            <Text>{first}</Text>
          </View>
        )}
        {first === undefined && <Closing data={data} dutyCycle={dutyCycle} />}
      </SpecPage>
      {rest.map((page, index) => (
        // Pieces of text in a fixed order, never reordered: the index is their identity.
        <SpecPage key={index}>
          <Text>{page}</Text>
        </SpecPage>
      ))}
      {first !== undefined && (
        <SpecPage>
          <Closing data={data} dutyCycle={dutyCycle} />
        </SpecPage>
      )}
    </>
  );
}

/**
 * The saved or unsaved spec on paper (SPEC 8); long notes flow onto further pages. The brand line
 * heads the page unless the title already is the brand (an unsaved result's PDF is titled so).
 */
export function SpecPdfDocument({
  data,
  dutyCycle,
}: {
  readonly data: SpecPdfInput;
  readonly dutyCycle: PdfDutyCycle | null;
}) {
  const { notes } = data;
  const blocks = notes.kind === 'formatted' ? richTextToPdf(notes.blocks) : [];
  return (
    <Document title={data.title} creator={BRAND} producer={BRAND}>
      {notes.kind === 'plainText' ? (
        <PlainTextDocument data={data} pages={notes.pages} dutyCycle={dutyCycle} />
      ) : (
        <SpecPage>
          <Heading data={data} />
          {blocks.length > 0 && (
            <View style={styles.section}>
              <Text style={styles.sectionTitle}>Notes</Text>
              {blocks}
            </View>
          )}
          <Closing data={data} dutyCycle={dutyCycle} />
        </SpecPage>
      )}
    </Document>
  );
}

/**
 * The PDF file of the input. Plain (no Worker, no DOM): the worker (spec-pdf.worker.ts) is a thin
 * wrapper around it, and tests call it directly. The duty-cycle figures are worked out here, in
 * the PDF's worker, from the input (decision 097).
 */
export function renderSpecPdf(data: SpecPdfInput): Promise<Blob> {
  return pdf(<SpecPdfDocument data={data} dutyCycle={pdfDutyCycle(data)} />).toBlob();
}
