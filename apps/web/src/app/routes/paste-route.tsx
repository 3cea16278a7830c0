import { useParams } from 'react-router';
import { PasteViewPage } from '../../features/pastes/components/paste-view-page';

/** `/paste/:slug`: a text share (spec §2). Keyed by slug so another share starts afresh. */
export function PasteRoute() {
  const { slug = '' } = useParams();
  return <PasteViewPage key={slug} slug={slug} />;
}
