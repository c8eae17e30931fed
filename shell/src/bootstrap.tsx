import '@shopify/polaris/build/esm/styles.css';
import { startAdmin } from './app/startAdmin';

void startAdmin(document.getElementById('root') as HTMLElement);
