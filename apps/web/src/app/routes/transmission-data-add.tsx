import { TransmissionForm } from '../../features/admin/components/transmission-form';

/** /transmission-data/add (TransmissionAdmin): a new transmission family. */
export function TransmissionDataAddPage() {
  return <TransmissionForm family={null} />;
}
