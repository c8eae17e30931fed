import { makeStore } from '@cartlift/admin-kit';
import { defaultCampaign } from '@cartlift/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { editorDrawn, renderRoute } from '../../testing/renderRoute';
import { startTestGateway } from '../../testing/testGateway';
import { editorLoaded, fieldSet } from './editorSlice';

// Drag-and-drop's chunk held back until the test lets it go, as on a slow connection or a busy machine: the list the
// merchant sees meanwhile is the static one, which drag-and-drop's replaces.
let mockRelease: () => void = () => undefined;
const mockLoaded = new Promise<void>((resolve) => (mockRelease = resolve));
jest.mock('./SortableModules', () => {
  const actual = jest.requireActual<typeof import('./SortableModules')>('./SortableModules');
  let ready = false;
  const waiting = mockLoaded.then(() => {
    ready = true;
  });
  return {
    SortableModules: (props: ComponentProps<typeof actual.SortableModules>) => {
      if (!ready) throw waiting;
      return <actual.SortableModules {...props} />;
    },
  };
});

describe('extra modules while drag-and-drop loads', () => {
  it('gives the focus back to the handle focused meanwhile, also when pointing at the list started the load', async () => {
    startTestGateway({ products: [] });
    const store = makeStore();
    store.dispatch(editorLoaded({ key: 'new', campaign: defaultCampaign('add_to_unlock') }));
    store.dispatch(fieldSet({ path: 'name', value: 'Prepared' }));
    renderRoute('/campaigns/create', { store });
    await editorDrawn();
    const handle = () => screen.getByRole('button', { name: 'Reorder Order Note' });
    // The pointer first (the load starts with no handle to give focus back to), then the keyboard, before it is there.
    fireEvent.pointerEnter(handle());
    act(() => handle().focus());
    expect(handle().getAttribute('aria-roledescription')).toBeNull();
    await act(async () => {
      mockRelease();
      await mockLoaded;
    });
    await waitFor(() => expect(handle().getAttribute('aria-roledescription')).toBe('sortable'));
    expect(document.activeElement).toBe(handle());
  });
});
