import {
  FAQ_LINKS,
  FAQ_SECTION_IDS,
  faqSectionOf,
  faqUrl,
  INSTALL_TUTORIAL_URL,
  TUTORIAL_VIDEO_IDS,
  TUTORIALS,
  VIDEO_GUIDES,
  WELCOME_VIDEO_URL,
} from './helpLinks';

/** A YouTube watch URL naming one video (an 11-character id), not a channel, handle or playlist page. */
const WATCH_URL = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/;

describe('help and tutorial links', () => {
  it('every tutorial link opens one video: the overlay guides, the installation tutorial and the welcome video', () => {
    const urls = [...VIDEO_GUIDES.map((g) => g.url), INSTALL_TUTORIAL_URL, WELCOME_VIDEO_URL, ...Object.values(TUTORIALS).map((t) => t.url)];
    for (const url of urls) expect(url).toMatch(WATCH_URL);
  });

  it('each topic has a video of its own (no two tutorials share one)', () => {
    const ids = Object.values(TUTORIAL_VIDEO_IDS);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(TUTORIALS).sort()).toEqual(Object.keys(TUTORIAL_VIDEO_IDS).sort());
  });

  it('every FAQ link of the help overlay names a section of the FAQ page', () => {
    for (const link of FAQ_LINKS) expect(FAQ_SECTION_IDS).toContain(faqSectionOf(link.url));
  });

  it('faqUrl and faqSectionOf agree; other URLs name no section', () => {
    for (const id of FAQ_SECTION_IDS) expect(faqSectionOf(faqUrl(id))).toBe(id);
    expect(faqSectionOf('/settings')).toBeNull();
    expect(faqSectionOf('https://www.youtube.com/watch?v=abc#x')).toBeNull();
  });
});
