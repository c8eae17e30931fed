// Minifies a stylesheet with esbuild before css-loader turns it into the string the chunks inject: the CSS travels
// inside the drawer's 40 KB gzip budget, so its comments and whitespace are bytes the shopper downloads for nothing.
const { transform } = require('esbuild');

/** @this {import('webpack').LoaderContext<{ target: string[] }>} */
module.exports = function cssMinifyLoader(source) {
  const done = this.async();
  const { target } = this.getOptions();
  transform(source, { loader: 'css', minify: true, target, sourcefile: this.resourcePath }).then(
    (out) => done(null, out.code),
    (err) => done(err),
  );
};
