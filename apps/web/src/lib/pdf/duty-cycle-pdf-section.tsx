import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { DUTY_CYCLE_LABELS } from '@transmission-spec/domain';

import {
  PDF_DUTY_TABLE_COLUMNS,
  type PdfDutyCycle,
  type PdfDutyCycleFamily,
} from './duty-cycle-pdf';

const GRID = '#c9d1da';
const MUTED = '#3d4752';

const styles = StyleSheet.create({
  section: { marginBottom: 16 },
  title: {
    fontSize: 14,
    fontWeight: 'bold',
    marginBottom: 6,
    paddingBottom: 2,
    borderBottomWidth: 1,
    borderBottomColor: GRID,
  },
  note: { fontSize: 9.5, fontStyle: 'italic', color: MUTED, marginBottom: 6 },
  family: { marginTop: 8 },
  heading: { fontSize: 11.5, fontWeight: 'bold', marginBottom: 4 },
  row: { flexDirection: 'row', marginBottom: 2 },
  label: { width: 200, color: MUTED },
  value: { flex: 1, fontWeight: 'bold' },
  rule: { fontSize: 9.5, color: MUTED, marginTop: 2, marginBottom: 4 },
  table: { borderTopWidth: 1, borderLeftWidth: 1, borderColor: GRID, fontSize: 9.5 },
  tableRow: { flexDirection: 'row', borderBottomWidth: 1, borderColor: GRID },
  headRow: { backgroundColor: '#eef2f6', fontWeight: 'bold' },
  ordered: { fontWeight: 'bold' },
  cell: { flex: 1, padding: 4, borderRightWidth: 1, borderColor: GRID },
});

/** Each ratio simulated, the one to order said in words; rows are never split by a page break. */
function RatioTable({ family }: { readonly family: PdfDutyCycleFamily }) {
  return (
    <View style={styles.table}>
      <View style={[styles.tableRow, styles.headRow]} wrap={false}>
        {PDF_DUTY_TABLE_COLUMNS.map((column) => (
          <Text key={column} style={styles.cell}>
            {column}
          </Text>
        ))}
      </View>
      {family.table.map((cells, row) => (
        <View
          key={cells[0]}
          style={row === family.orderedRow ? [styles.tableRow, styles.ordered] : styles.tableRow}
          wrap={false}
        >
          {cells.map((cell, index) => (
            <Text key={PDF_DUTY_TABLE_COLUMNS[index]} style={styles.cell}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

/** One family kept whole on a page: its figures at the ratio to order, the rule, the table. */
function Family({ family }: { readonly family: PdfDutyCycleFamily }) {
  return (
    <View style={styles.family} wrap={false}>
      <Text style={styles.heading}>{family.heading}</Text>
      {family.figures === null ? (
        <Text>{family.rule}</Text>
      ) : (
        <>
          {family.figures.map(([label, value]) => (
            <View key={label} style={styles.row}>
              <Text style={styles.label}>{label}</Text>
              <Text style={styles.value}>{value}</Text>
            </View>
          ))}
          <Text style={styles.rule}>{family.rule}</Text>
          <RatioTable family={family} />
        </>
      )}
    </View>
  );
}

/** "Fuel and trip time on a route like yours" on paper: an estimate, said first. */
export function DutyCyclePdfSection({ dutyCycle }: { readonly dutyCycle: PdfDutyCycle }) {
  return (
    <View style={styles.section}>
      <Text style={styles.title} minPresenceAhead={60}>
        {DUTY_CYCLE_LABELS.heading}
      </Text>
      <Text style={styles.note}>{`${DUTY_CYCLE_LABELS.estimateShort} ${dutyCycle.note}`}</Text>
      <Text>{dutyCycle.route}</Text>
      <Text>{dutyCycle.yearlyInputs}</Text>
      {dutyCycle.families.map((family) => (
        <Family key={family.heading} family={family} />
      ))}
      {dutyCycle.difference !== null && (
        <Text style={{ marginTop: 6 }}>{dutyCycle.difference}</Text>
      )}
    </View>
  );
}
