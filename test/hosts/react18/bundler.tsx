/**
 * The mistake docs/react.md warns of: a React 18 app importing the package's build for bundlers, whose elements
 * would render with the app's React 18. They say so in the console and define no tag; the app itself runs on.
 */
import { createRoot } from 'react-dom/client';
import 'shopper-profile-elements';
import { WrappersApp } from '../wrappersApp';

const root = document.getElementById('root');
if (root) createRoot(root).render(<WrappersApp />);
