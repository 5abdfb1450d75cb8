/** The same app without the library (plain elements in its place): the baseline its size is measured against. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [removed] = useState<string[]>([]);
  return (
    <main>
      <section />
      <section />
      <section />
      <aside />
      <output data-testid="removed">{removed.join(', ')}</output>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><App /></StrictMode>);
