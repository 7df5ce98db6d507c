import { StudioScreen } from '../features/studio/studio-screen';

export function StudioPage() {
  return <StudioScreen />;
}
