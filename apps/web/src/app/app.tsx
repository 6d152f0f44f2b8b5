import { ChunkErrorBoundary } from '../shared/ui/chunk-error-boundary';
import { Site } from './site';

/**
 * The whole player site. Routing comes with the shell, once the permission call answers
 * (routed-shell.tsx); a part of the site that cannot be downloaded ends in a reload offer.
 */
export function App({ onShellPainted }: { onShellPainted?: () => void }) {
  return (
    <ChunkErrorBoundary layout="screen">
      <Site onShellPainted={onShellPainted} />
    </ChunkErrorBoundary>
  );
}
