import { useState } from 'react';

import { TransmissionForm } from '../../features/admin/components/transmission-form';

/** /transmission-data/add (TransmissionAdmin): a new transmission family. */
export function TransmissionDataAddPage() {
  // A saved family makes way for a blank form: a new key starts it from the defaults, untouched.
  const [round, setRound] = useState(0);
  return (
    <TransmissionForm
      key={round}
      family={null}
      onAdded={() => {
        setRound((count) => count + 1);
      }}
    />
  );
}
