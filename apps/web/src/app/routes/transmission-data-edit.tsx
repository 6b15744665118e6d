import { EditTransmission } from '../../features/admin/components/edit-transmission';

/** /transmission-data/edit/{id} (TransmissionAdmin): change a transmission family. */
export function TransmissionDataEditPage() {
  return <EditTransmission />;
}
