import { Document, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer';
import type { TransmissionResult } from '@transmission-spec/domain';

import { responseTextRows } from '../answer-text';
import { htmlToPdf } from './html-to-pdf';
import { formatSpecDate } from '../spec-dates';
import type { SpecPdfData } from './spec-pdf-data';
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
  readonly transmission: TransmissionResult;
  readonly data: SpecPdfData;
}) {
  const details = transmissionPdfDetails(transmission, data.answers, data.units, data.tire);
  return <TransmissionPdfSection heading={heading} transmission={transmission} details={details} />;
}

const BRAND = 'Transmission Spec';

/**
 * The saved or unsaved spec on paper (SPEC 8); long notes flow onto further pages. The brand line
 * heads the page unless the title already is the brand (an unsaved result's PDF is titled so).
 */
export function SpecPdfDocument({ data }: { readonly data: SpecPdfData }) {
  const notes = htmlToPdf(data.notes);
  const titledAsBrand = data.title.trim().toLowerCase() === BRAND.toLowerCase();
  return (
    <Document title={data.title} creator={BRAND} producer={BRAND}>
      <Page size="LETTER" style={styles.page}>
        <View style={styles.body}>
          {!titledAsBrand && <Text style={styles.brand}>{BRAND}</Text>}
          <Text style={styles.title}>{data.title}</Text>
          <View style={styles.dates}>
            <Text>Survey date: {formatSpecDate(data.surveyDate)}</Text>
            <Text>Print date: {formatSpecDate(data.printDate)}</Text>
          </View>
          {notes.length > 0 && (
            <View style={styles.section}>
              <Text style={styles.sectionTitle}>Notes</Text>
              {notes}
            </View>
          )}
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
        </View>
        {/* Outside the body: no line height of its own nor inherited (decision 072). */}
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`}
        />
      </Page>
    </Document>
  );
}

export function renderSpecPdf(data: SpecPdfData): Promise<Blob> {
  return pdf(<SpecPdfDocument data={data} />).toBlob();
}
