// Writes src/features/cart-setup/fonts/google-fonts.json from the google-fonts-complete package: every family with its
// category and upright weights, well-known families first. Run after upgrading the package: node scripts/google-fonts.js
const fs = require('fs');
const path = require('path');
const families = require('google-fonts-complete/api-response.json');

// The package has no popularity; these lead the list because most storefront themes use them.
const POPULAR = ['Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Inter', 'Oswald', 'Raleway', 'Nunito', 'Playfair Display', 'Merriweather', 'Work Sans', 'Rubik', 'Noto Sans', 'Assistant', 'Karla', 'Josefin Sans', 'DM Sans', 'Mulish', 'Quicksand'];

const weightsOf = (variants) =>
  [...new Set(variants.filter((v) => !v.endsWith('italic') || v === 'italic').map((v) => (v === 'regular' || v === 'italic' ? 400 : Number(v))))]
    .filter((w) => Number.isFinite(w))
    .sort((a, b) => a - b);

const rows = families.map((f) => [f.family, f.category, weightsOf(f.variants)]);
const rank = (name) => {
  const i = POPULAR.indexOf(name);
  return i < 0 ? POPULAR.length : i;
};
rows.sort((a, b) => rank(a[0]) - rank(b[0]) || a[0].localeCompare(b[0]));
const out = path.join(__dirname, '..', 'src', 'features', 'cart-setup', 'fonts', 'google-fonts.json');
fs.writeFileSync(out, `${JSON.stringify(rows)}\n`);
console.log(`google-fonts.json: ${rows.length} families, ${fs.statSync(out).size} bytes`);
