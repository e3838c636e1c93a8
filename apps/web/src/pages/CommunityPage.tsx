import { MSG } from '../app/messages';
import { ContentPage } from '../features/content/ContentPage';

export default function CommunityPage() {
  return <ContentPage title={MSG.content.community} contentKey="community" />;
}
