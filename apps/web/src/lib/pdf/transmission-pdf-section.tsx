import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { RESULT_DETAIL_LABELS } from '@transmission-spec/domain';

import { richTextToPdf } from './rich-text-to-pdf';
import type { PdfTransmission } from './spec-pdf-input';
import type { PdfEngineeringTable, TransmissionPdfDetails } from './transmission-pdf-details';

/**
 * One recommended transmission on paper: name, model, axle range and description, then (for results
 * with details) the why and the engineering table. Each part is kept whole on a page (wrap off), so
 * a page break falls between parts, never through a table row or between a heading and its text.
 */

const GRID = '#c9d1da';
const MUTED = '#3d4752';

const styles = StyleSheet.create({
  transmission: { marginBottom: 10 },
  kind: { fontSize: 10, color: '#5b6673' },
  name: { fontSize: 13, fontWeight: 'bold' },
  row: { flexDirection: 'row', marginBottom: 3 },
  label: { width: 200, color: MUTED },
  value: { flex: 1, fontWeight: 'bold' },
  part: { marginTop: 8 },
  partTitle: { fontSize: 11.5, fontWeight: 'bold', marginBottom: 4 },
  bullet: { flexDirection: 'row', marginBottom: 2 },
  marker: { width: 14 },
  bulletText: { flex: 1 },
  caption: { fontSize: 9.5, color: MUTED, marginBottom: 4 },
  table: { borderTopWidth: 1, borderLeftWidth: 1, borderColor: GRID, fontSize: 9.5 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: GRID },
  headRow: { backgroundColor: '#eef2f6', fontWeight: 'bold' },
  cell: { flex: 1, padding: 4, borderRightWidth: 1, borderColor: GRID },
  figureCell: { width: 136, padding: 4, borderRightWidth: 1, borderColor: GRID },
  cellValue: { fontWeight: 'bold' },
  verdict: { fontSize: 8.5, lineHeight: 1.3, color: MUTED },
  assumptions: { marginTop: 6, fontSize: 9, lineHeight: 1.35, color: MUTED },
});

function Bullets({ lines }: { readonly lines: readonly string[] }) {
  return lines.map((line) => (
    <View key={line} style={styles.bullet}>
      <Text style={styles.marker}>•</Text>
      <Text style={styles.bulletText}>{line}</Text>
    </View>
  ));
}

/** Figures down, axle ratios across; each cell the value over its verdict. */
function EngineeringTable({ table }: { readonly table: PdfEngineeringTable }) {
  return (
    <View style={styles.table}>
      <View style={[styles.tableRow, styles.headRow]}>
        <Text style={styles.figureCell}>{RESULT_DETAIL_LABELS.figure}</Text>
        {table.columns.map((column) => (
          <Text key={column} style={styles.cell}>
            {column}
          </Text>
        ))}
      </View>
      {table.rows.map((row) => (
        <View key={row.label} style={styles.tableRow}>
          <Text style={styles.figureCell}>{row.label}</Text>
          {row.cells.map((cell, index) => (
            <View key={table.columns[index]} style={styles.cell}>
              <Text style={styles.cellValue}>{cell.value}</Text>
              <Text style={styles.verdict}>{cell.verdict}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/**
 * One card's engineering check. Its heading names the family, as on the screen: kept whole, the
 * table may start a page of its own, away from the card it belongs to.
 */
function EngineeringPart({
  engineering,
  name,
}: {
  readonly engineering: TransmissionPdfDetails['engineering'];
  readonly name: string;
}) {
  const title = `${RESULT_DETAIL_LABELS.engineeringCheck}: ${name}`;
  if (engineering.kind === 'noGearRatios') {
    return (
      <View style={styles.part} wrap={false}>
        <Text style={styles.partTitle}>{title}</Text>
        <Text>{engineering.text}</Text>
      </View>
    );
  }
  return (
    <>
      <View style={styles.part} wrap={false}>
        <Text style={styles.partTitle}>{title}</Text>
        <Text style={styles.caption}>{engineering.tire}</Text>
        <EngineeringTable table={engineering} />
      </View>
      <View style={styles.assumptions} wrap={false}>
        <Text style={{ fontWeight: 'bold' }}>{RESULT_DETAIL_LABELS.assumptions}</Text>
        <Bullets lines={engineering.assumptions} />
      </View>
    </>
  );
}

export function TransmissionPdfSection({
  heading,
  transmission,
  details,
}: {
  readonly heading: string;
  readonly transmission: PdfTransmission;
  /** Null for a result saved before results had details: the card prints as it always did. */
  readonly details: TransmissionPdfDetails | null;
}) {
  return (
    <View style={styles.transmission}>
      <View wrap={false}>
        <Text style={styles.kind}>{heading}</Text>
        <Text style={styles.name}>{transmission.name}</Text>
        <View style={styles.row}>
          <Text style={styles.label}>Model</Text>
          <Text style={styles.value}>{transmission.modelName}</Text>
        </View>
        <View style={styles.row}>
          <Text style={styles.label}>Axle ratio</Text>
          <Text style={styles.value}>{transmission.axleRatio}</Text>
        </View>
        {/* The description's paragraphs and lists as blocks, bullets included (as in the notes). */}
        <View style={{ marginTop: 4 }}>{richTextToPdf(transmission.description)}</View>
      </View>
      {details !== null && details.why.length > 0 && (
        <View style={styles.part} wrap={false}>
          <Text style={styles.partTitle}>{RESULT_DETAIL_LABELS.why}</Text>
          <Bullets lines={details.why} />
        </View>
      )}
      {details !== null && (
        <EngineeringPart engineering={details.engineering} name={transmission.name} />
      )}
    </View>
  );
}
