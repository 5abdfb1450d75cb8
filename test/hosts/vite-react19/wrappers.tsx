/** The React 19 app written with the package's React components: the elements from the build for bundlers, sharing this app's React. */
import { createRoot } from 'react-dom/client';
import 'shopper-profile-elements';
import { WrappersApp } from '../wrappersApp';

const root = document.getElementById('root');
if (root) createRoot(root).render(<WrappersApp />);
