import { BrowserRouter } from 'react-router';
import { Site } from './site';

/** History-mode routing (spec §2); the routes themselves appear once the permission call answers. */
export function App() {
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
