import { fireEvent, render, screen } from '@testing-library/react';
import { AppProvider, Frame } from '@shopify/polaris';
import en from '@shopify/polaris/locales/en.json';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { SaveBar, type SaveBarProps } from './SaveBar';

function renderBar(props: Partial<SaveBarProps>, extra: ReactNode = null) {
  const onSave = jest.fn();
  const onDiscard = jest.fn();
  render(
    <AppProvider i18n={en}>
      <MemoryRouter initialEntries={['/settings']}>
        <Frame>
          <Routes>
            <Route
              path="/settings"
              element={
                <>
                  <SaveBar visible saving={false} onSave={onSave} onDiscard={onDiscard} {...props} />
                  {extra}
                </>
              }
            />
            <Route path="/elsewhere" element={<p>Elsewhere</p>} />
          </Routes>
        </Frame>
      </MemoryRouter>
    </AppProvider>,
  );
  return { onSave, onDiscard };
}

describe('SaveBar', () => {
  it('shows "Unsaved changes" with Save and Discard while visible', () => {
    const { onSave, onDiscard } = renderBar({});
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onDiscard).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while not visible', () => {
    renderBar({ visible: false });
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it("says why saving is blocked in the bar's message, names Save as the screen asks, and disables it", () => {
    const { onSave } = renderBar({ message: 'Campaign limit reached', saveLabel: 'Save & Activate', saveDisabled: true });
    expect(screen.getByText('Campaign limit reached')).toBeTruthy();
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    const save = screen.getByRole('button', { name: 'Save & Activate' });
    fireEvent.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('with a leave warning, asks before a link leaves the page while visible, and leaves when told to', async () => {
    renderBar({ leaveWarning: 'Your changes are not saved.' }, <Link to="/elsewhere">Go elsewhere</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Leave page with unsaved changes?')).toBeTruthy();
    expect(screen.getByText('Your changes are not saved.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Leave page' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
  });

  it('without a leave warning, or while not visible, a link leaves at once', async () => {
    renderBar({ visible: false, leaveWarning: 'Your changes are not saved.' }, <Link to="/elsewhere">Go elsewhere</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Go elsewhere' }));
    expect(await screen.findByText('Elsewhere')).toBeTruthy();
    expect(screen.queryByText('Leave page with unsaved changes?')).toBeNull();
  });
});
