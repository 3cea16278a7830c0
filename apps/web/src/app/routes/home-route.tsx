import { CreatePastePage } from '../../features/pastes/components/create-paste-page';

/** `/`: the Markdown editor for text shares (spec §2). */
export function HomeRoute() {
  return <CreatePastePage />;
}
