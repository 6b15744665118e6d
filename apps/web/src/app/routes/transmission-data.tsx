import { TransmissionList } from '../../features/admin/components/transmission-list';

/** /transmission-data (TransmissionAdmin): the transmission catalogue. */
export function TransmissionDataPage() {
  return <TransmissionList />;
}
