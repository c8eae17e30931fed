import '@shopify/polaris/build/esm/styles.css';
import { renderStandalone } from '@cartlift/admin-kit';
import routes from './expose/routes';

// Only for running this remote alone; inside the shell just ./routes is loaded and the shell owns CSS and providers.
renderStandalone(document.getElementById('root') as HTMLElement, { remote: 'mfe_campaigns', routes });
