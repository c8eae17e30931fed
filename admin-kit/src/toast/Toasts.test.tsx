import { act, render, screen } from '@testing-library/react';
import { AppProvider, Frame } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import { Provider } from 'react-redux';
import { makeStore } from '../store/store';
import { TOAST_CLOSE_LABEL, Toasts } from './Toasts';
import { showToast, TOAST_DURATION_MS } from './toastSlice';

describe('Toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a toast raised through the store for 3 seconds, then removes it', async () => {
    const store = makeStore();
    render(
      <Provider store={store}>
        <AppProvider i18n={en}>
          <Frame>
            <Toasts />
          </Frame>
        </AppProvider>
      </Provider>,
    );
    await act(async () => {
      store.dispatch(showToast('Campaign has been saved'));
    });
    expect(screen.getByText('Campaign has been saved')).toBeTruthy();
    // Polaris leaves its close button unnamed; it must have a name for screen readers (axe button-name).
    expect(screen.getByRole('button', { name: TOAST_CLOSE_LABEL })).toBeTruthy();
    expect(TOAST_DURATION_MS).toBe(3000);
    act(() => jest.advanceTimersByTime(2999));
    expect(store.getState().toast.items).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().toast.items).toHaveLength(0);
  });

  it('marks error toasts', () => {
    const store = makeStore();
    store.dispatch(showToast('Something went wrong', { isError: true }));
    expect(store.getState().toast.items[0]).toMatchObject({ content: 'Something went wrong', isError: true });
  });
});
