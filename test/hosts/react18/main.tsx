/**
 * A React 18 app (React 18.3 from this folder's own package.json): the elements from the package's self-contained
 * build, which carries the React 19 they need, and the page written with the package's React components.
 */
import { createRoot } from 'react-dom/client';
import 'shopper-profile-elements/standalone';
import { WrappersApp } from '../wrappersApp';

const root = document.getElementById('root');
if (root) createRoot(root).render(<WrappersApp />);
