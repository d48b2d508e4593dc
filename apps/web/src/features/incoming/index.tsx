/** Incoming goods module chunk: INGRESSO MERCE (`/incoming`) and the same screen on one order (`/incoming/{id}`). */
import '../../messages/feature-messages'; // this module's texts, before any of its screens runs
import { useParams } from 'react-router';
import { PageLayout } from '../../lib/layout/page-layout';
import { m } from '../../messages/it';
import { IncomingForm, IncomingScreen } from './incoming-screen';
import { paths } from '../../lib/paths';

export { IncomingScreen };

/** `/incoming/{id}`: the entry screen with order {id} chosen (and chosen again after each save). */
export function IncomingDetailScreen() {
  const { id } = useParams();
  const orderId = Number(id);
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  return (
    <PageLayout title={m.incoming.title} back={paths.incoming.href()}>
      <IncomingForm key={id} orderId={valid ? orderId : null} />
    </PageLayout>
  );
}
