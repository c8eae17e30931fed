import { AdminProviders, faqSectionOf, HelpOverlay, makeStore } from '@cartlift/admin-kit';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { FaqPage, IntegrationsPage, PARTNERS } from './StaticPages';

const renderAt = (path: string, ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminProviders store={makeStore()}>{ui}</AdminProviders>
    </MemoryRouter>,
  );

/** The FAQ section each in-app link drawn on screen points at (`/faq?shop=…#pixel` → `pixel`), query kept by QueryLink. */
const faqAnchors = (links: HTMLElement[]) =>
  links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.includes('/faq')).map((href) => faqSectionOf(href.replace(/\?[^#]*/, '')));

describe('help anchors resolve to FAQ sections that exist', () => {
  it("every Integrations Learn more and every help overlay FAQ link opens a section the FAQ page renders", () => {
    const integrations = renderAt('/integrations', <IntegrationsPage />);
    const learnMore = screen.getAllByRole('link', { name: 'Learn more' });
    expect(learnMore).toHaveLength(PARTNERS.length);
    const anchors = faqAnchors(learnMore);
    integrations.unmount();

    const overlay = renderAt('/', <HelpOverlay open onClose={() => undefined} />);
    anchors.push(...faqAnchors(screen.getAllByRole('link')));
    overlay.unmount();
    // Every Learn more is an FAQ answer (none left pointing elsewhere), and the overlay has its five.
    expect(anchors).toHaveLength(PARTNERS.length + 5);

    renderAt('/faq', <FaqPage />);
    for (const id of anchors) {
      expect(id).not.toBeNull();
      const section = document.getElementById(id!);
      expect(section).not.toBeNull();
      // A section with its question and answer, not an empty anchor.
      expect(section!.querySelector('h2')?.textContent).toBeTruthy();
      expect(section!.querySelector('p')?.textContent).toBeTruthy();
    }
  });

  it('opening /faq#pixel brings that answer into view', () => {
    const scrolled: string[] = [];
    // jsdom has no scrolling: record which element the page asks to bring into view.
    const original = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollIntoView');
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      scrolled.push(this.id);
    };
    try {
      renderAt('/faq#pixel', <FaqPage />);
      expect(scrolled).toEqual(['pixel']);
      expect(screen.getByText('Does the cart report add-to-cart events to my Meta pixel?')).toBeTruthy();
    } finally {
      if (original) Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', original);
      else delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });
});
