import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  insightsCsv,
  insightsCsvFileName,
  MESSAGES,
  type InsightsCell,
} from '@transmission-spec/domain';
import { lazy } from 'react';

import { ChartFigure } from '../../../components/result/duty-cycle/charts/chart-figure';
import { downloadBlob } from '../../../lib/download-blob';
import type { InsightsTable } from '../insights-tables';

const InsightsPlot = lazy(async () => ({
  default: (await import('./insights-plot')).InsightsPlot,
}));

function cellText(cell: InsightsCell): string {
  if (cell === null) return MESSAGES.insightsFewerThanFive;
  return typeof cell === 'number' ? cell.toLocaleString('en-US') : cell;
}

function CountsTable({ table }: { readonly table: InsightsTable }) {
  return (
    <Table size="small">
      <caption>{table.caption}</caption>
      <TableHead>
        <TableRow>
          {table.header.map((heading, index) => (
            <TableCell key={heading} component="th" scope="col" align={index ? 'right' : 'left'}>
              {heading}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <TableCell key="name" component="th" scope="row">
                  {cellText(cell)}
                </TableCell>
              ) : (
                <TableCell key={table.header[index] ?? index} align="right">
                  {cellText(cell)}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One Insights table as a chart, its numbers a click away, and its CSV download. */
export function InsightsFigure({
  table,
  from,
  to,
}: {
  readonly table: InsightsTable;
  readonly from: string;
  readonly to: string;
}) {
  const empty = table.rows.length === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={table.title}
      sx={{ p: 2, minWidth: 0 }}
    >
      <ChartFigure
        title={table.title}
        caption={`${table.caption} Counts under 5 show as "${MESSAGES.insightsFewerThanFive}" and are left out of the chart.`}
        plotLabel={`Bar chart of ${table.title.toLowerCase()}. The same numbers are in the table.`}
        plot={
          empty ? (
            <Typography sx={{ py: 4 }}>None in this range.</Typography>
          ) : (
            <InsightsPlot table={table} />
          )
        }
        table={<CountsTable table={table} />}
      />
      <Button
        size="small"
        startIcon={<DownloadIcon />}
        aria-label={`Download ${table.title} as CSV`}
        onClick={() => {
          const csv = insightsCsv(table.header, table.rows);
          downloadBlob(
            new Blob([csv], { type: 'text/csv;charset=utf-8' }),
            insightsCsvFileName(table.id, from, to),
          );
        }}
      >
        Download CSV
      </Button>
    </Paper>
  );
}
