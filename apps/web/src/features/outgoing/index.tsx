/** Outgoing goods module chunk: USCITA MERCE (`/outgoing`) and the same screen for one customer (`/outgoing/{id}`). */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
import { useParams } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { m } from '../../messages/it';
import { OutgoingForm, OutgoingScreen } from './outgoing-screen';
import { paths } from '../../lib/paths';

export { OutgoingScreen };

/** `/outgoing/{id}`: the screen with customer project {id} chosen (and chosen again after each save). */
export function OutgoingDetailScreen() {
  const { id } = useParams();
  const customerId = Number(id);
  const valid = Number.isSafeInteger(customerId) && customerId > 0;
  return (
    <PageLayout title={m.outgoing.title} back={paths.outgoing.href()}>
      <OutgoingForm key={id} customerId={valid ? customerId : null} />
    </PageLayout>
  );
}
