import { MSG } from '@agora/core';
import { ContentPage } from '../features/content/ContentPage';

export default function CommunityPage() {
  return <ContentPage title={MSG.content.community} contentKey="community" />;
}
