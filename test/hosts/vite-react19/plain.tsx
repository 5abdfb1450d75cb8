/** The same app without the library (plain elements in its place): the baseline its size is measured against. */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const PLACES = ['plans', 'drugs', 'providers', 'toast'];

function App() {
  const [removed] = useState<string[]>([]);
  return (
    <main>
      {PLACES.map((place) => <section key={place} data-place={place} />)}
      <output>{removed.join(', ')}</output>
    </main>
  );
}

const container = document.querySelector('#root');
if (container) createRoot(container).render(<StrictMode><App /></StrictMode>);
