/** Where the Add To Unlock block lives in a campaign. */
export const ATU = 'settings.add_to_unlock';
