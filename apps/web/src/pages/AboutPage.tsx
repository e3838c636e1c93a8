import { MSG } from '@agora/core';
import { ContentPage } from '../features/content/ContentPage';

export default function AboutPage() {
  return <ContentPage title={MSG.content.about} contentKey="about" />;
}
