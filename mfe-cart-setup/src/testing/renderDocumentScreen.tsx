import { DOC_TEST_SHOP } from './documentGateway';
import { renderRemote } from './renderRemote';

/** The Sticky and COD screens against the document gateway's shop: the same mount as renderRemote. */
export function renderDocumentScreen(path: string) {
  return renderRemote(path, DOC_TEST_SHOP);
}
